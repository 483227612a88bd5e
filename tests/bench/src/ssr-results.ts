// What the ssr section reports (section-ssr.ts, ssr-measures.ts, report-ssr.ts).
import type { LoadResult } from './load';
import type { MOBILE_PROFILE } from './page-metrics';
import type { FairnessResult } from './ssr-fairness';

export interface RenderCheck {
  url: string;
  status: number;
  contentEncoding: string | null;
  /** Bytes on the wire, and of the HTML once unzipped. */
  wireBytes: number;
  htmlBytes: number;
  /** #root holds markup, the query cache is in the page and the expected text is there. */
  rendered: boolean;
  /** What was looked for (a property's project name, a card's /details/ link). */
  expected: string;
  problem?: string;
}

export interface SsrSet {
  name: string;
  /** The first path asked for; a random property per request where `note` says so. */
  path: string;
  server: 'api' | 'host';
  result: LoadResult;
  /** This set's requests per second / the API details read's, in the same run. */
  shareOfApi: number | null;
  /**
   * CPU milliseconds each server (its whole process group) and the load generator spent per
   * request of the set: where a page's time goes on a machine the load generator shares.
   */
  cpuMsPerRequest: Record<string, number | null>;
  /** One request at a time after the load (p50/p99 of the service time); null if it failed. */
  serial: LoadResult | null;
  serialProblem?: string;
  /** A sample taken before the set and one after it (pages only). */
  before: RenderCheck | null;
  after: RenderCheck | null;
  note?: string;
}

export interface SsrPageRun {
  /** The document's first byte as the throttled browser got it (page-metrics.ts). */
  ttfbMs: number | null;
  /** Navigation timing's responseStart: the same without the emulated latency. */
  responseStartMs: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
}

/** Medians of the throttled loads of one page, and every run. */
export interface SsrPageMetrics extends SsrPageRun {
  name: string;
  url: string;
  runs: SsrPageRun[];
}

/** Lines a server wrote beyond its start-up and shut-down lines (errors, warnings). */
export interface ServerOutput {
  name: string;
  lines: number;
  /** The first few, shortened. */
  sample: string[];
}

export interface SsrSectionResult {
  properties: number;
  seedSeconds: number;
  sets: SsrSet[];
  /** A visitor beside another client's flood (decision 095). */
  fairness: FairnessResult;
  profile: typeof MOBILE_PROFILE;
  pages: SsrPageMetrics[];
  serverOutput: ServerOutput[];
}
