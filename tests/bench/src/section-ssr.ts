import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { ProductProcess } from '../../../scripts/lib/processes.cjs';
import { findFreePorts } from '../../e2e/support/free-ports';
import { REPO_ROOT } from '../../e2e/support/paths';
import { createRandom } from '../../support/seeded-random';
import { CHROMIUM_FLAGS } from './lighthouse-scores';
import { collectSerial, round, runLoad, summarizeSerial, warmUp, type LoadResult } from './load';
import { chromiumPath } from './machine';
import type { BenchOptions } from './options';
import { measurePageLoad, median, MOBILE_PROFILE } from './page-metrics';
import { groupCpuSeconds, ownCpuSeconds } from './process-cpu';
import { startSeededApi, startServer } from './servers';

/** What a browser sends for a page: the host's server compresses the HTML it renders per request. */
export const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip' } as const;

/** What one sampled answer of a page showed: was it really rendered on the server? */
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
  profile: typeof MOBILE_PROFILE;
  pages: SsrPageMetrics[];
  serverOutput: ServerOutput[];
}

const HOST_DIST = path.join(REPO_ROOT, 'host-shell', 'dist');
const PUBLIC_DIST = path.join(REPO_ROOT, 'mfe-public', 'dist');
const SERVE_STATIC = path.join('scripts', 'serve-static.mjs');
/** The build outputs the section needs: each app's browser entry and its server build. */
const NEEDED_FILES = [
  path.join(HOST_DIST, 'index.html'),
  path.join(HOST_DIST, 'server', 'render.js'),
  path.join(PUBLIC_DIST, 'remoteEntry.js'),
  path.join(PUBLIC_DIST, 'server', 'remoteEntry.js'),
];

function assertBuilt(): void {
  const missing = NEEDED_FILES.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `Not built: ${missing.map((file) => path.relative(REPO_ROOT, file)).join(', ')}. ` +
        'Run `npm run build` first.',
    );
  }
}

/**
 * The settings the host's static server needs to reach the API and mfe-public on this machine.
 * Settings that point elsewhere (a developer's API_PUBLIC_URL, MFE_*_URL, SITE_CONFIG) are
 * emptied, as the e2e harness does; the staff remotes are not started (no public page uses them).
 */
function frontEndEnv(ports: { site: number; api: number; mfePublic: number }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(ports.site),
    API_PORT: String(ports.api),
    MFE_PUBLIC_PORT: String(ports.mfePublic),
    MFE_PUBLIC_URL: `http://127.0.0.1:${ports.mfePublic}/remoteEntry.js`,
    PUBLIC_SITE_URL: `http://127.0.0.1:${ports.site}`,
    API_PUBLIC_URL: '',
    MFE_PROPERTIES_URL: '',
    MFE_MASTERS_URL: '',
    MFE_USERS_URL: '',
    SITE_CONFIG: '',
    NODE_ENV: 'production',
  };
}

/** One page, asked for as a browser asks; the body unzipped when it came compressed. */
function fetchPage(
  url: string,
): Promise<{ status: number; encoding: string | null; wire: Buffer; html: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: BROWSER_HEADERS, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'] ?? null;
        try {
          const html = (encoding === 'gzip' ? gunzipSync(wire) : wire).toString('utf8');
          resolve({ status: response.statusCode ?? 0, encoding, wire, html });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer in 30 s`)));
    request.on('error', reject);
  });
}

/**
 * Fetches one page and checks that the server rendered it: a page the renderer gave up on is the
 * bare shell (an empty #root) at the same status, and would measure as a very fast page.
 */
export async function checkRendered(url: string, expected: string): Promise<RenderCheck> {
  const page = await fetchPage(url);
  const problems: string[] = [];
  if (page.status !== 200) problems.push(`answered ${page.status}`);
  if (page.encoding !== 'gzip') problems.push('not gzip-compressed');
  if (/<div id="?root"?><\/div>/.test(page.html) || !/<div id="?root"?>/.test(page.html)) {
    problems.push('#root is empty (not rendered on the server)');
  }
  if (!page.html.includes('id="server-state"')) problems.push('no server-state script');
  if (!page.html.includes(expected)) problems.push(`no "${expected}" in the HTML`);
  return {
    url,
    status: page.status,
    contentEncoding: page.encoding,
    wireBytes: page.wire.byteLength,
    htmlBytes: Buffer.byteLength(page.html),
    rendered: problems.length === 0,
    expected,
    ...(problems.length > 0 ? { problem: problems.join('; ') } : {}),
  };
}

/** The lines a server wrote that are not its usual start and stop lines. */
function unexpectedOutput(name: string, server: ProductProcess): ServerOutput {
  // serve-static.mjs's start and stop lines, and the API's start banner (api-server/src/server.ts).
  const usual =
    /^(serving |compressed \d+ files|SIG[A-Z]+: closing|=+$|Property site API listening|API documentation:|Sign in as )/;
  const lines = server
    .output()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !usual.test(line));
  return { name, lines: lines.length, sample: lines.slice(0, 5).map((line) => line.slice(0, 300)) };
}

/** The servers whose CPU time each set counts, by name (their process groups). */
type Processes = { name: string; pid: number }[];

interface SetSpec {
  name: string;
  server: 'api' | 'host';
  url: string;
  path: string;
  nextPath?: () => string;
  headers?: Record<string, string>;
  /** Pages: the path sampled before and after the load, and the text its HTML must hold. */
  sample?: { path: string; expected: string };
  note?: string;
}

/** CPU milliseconds per request of each server (and of the load generator) over `requests`. */
function cpuPerRequest(
  before: (number | null)[],
  after: (number | null)[],
  names: string[],
  requests: number,
): Record<string, number | null> {
  return Object.fromEntries(
    names.map((name, index) => {
      const start = before[index];
      const end = after[index];
      const value =
        start == null || end == null || requests === 0
          ? null
          : round(((end - start) * 1000) / requests, 2);
      return [name, value];
    }),
  );
}

/**
 * One set: a sample of the page, a warm-up, the load at `--connections` with every server's CPU
 * time counted, a sample again, then one request at a time (the service time, as in the growth
 * section: what a request costs when nothing queues).
 */
async function runSet(spec: SetSpec, options: BenchOptions, processes: Processes): Promise<SsrSet> {
  const sample = spec.sample;
  const check = () =>
    sample ? checkRendered(`${spec.url}${sample.path}`, sample.expected) : Promise.resolve(null);
  const before = await check();
  await warmUp(spec.url, spec.path, spec.headers);
  process.stdout.write(
    `  ${spec.name}: ${options.connections} connections, ${options.duration} s ... `,
  );
  const cpu = () => [...processes.map(({ pid }) => groupCpuSeconds(pid)), ownCpuSeconds()];
  const cpuBefore = cpu();
  const result = await runLoad({
    label: spec.name,
    url: spec.url,
    path: spec.path,
    nextPath: spec.nextPath,
    headers: spec.headers,
    connections: options.connections,
    durationSeconds: options.duration,
    timeoutSeconds: 30,
  });
  const cpuAfter = cpu();
  process.stdout.write(`${result.rps} req/s, p99 ${result.p99Ms} ms`);
  const after = await check();
  let serial: LoadResult | null = null;
  let serialProblem: string | undefined;
  try {
    const samples = await collectSerial({ ...spec, durationSeconds: options.duration });
    serial = summarizeSerial(spec.name, samples, options.duration);
    process.stdout.write(`; one at a time p50 ${serial.p50Ms} ms\n`);
  } catch (error) {
    serialProblem = error instanceof Error ? error.message : String(error);
    process.stdout.write(`; one at a time failed: ${serialProblem}\n`);
  }
  for (const item of [before, after]) {
    if (item && !item.rendered)
      process.stdout.write(`  ⚠ ${spec.name}: ${item.url}: ${item.problem}\n`);
  }
  return {
    name: spec.name,
    path: spec.path,
    server: spec.server,
    result,
    shareOfApi: null,
    cpuMsPerRequest: cpuPerRequest(
      cpuBefore,
      cpuAfter,
      [...processes.map(({ name }) => name), 'load generator'],
      result.requests,
    ),
    serial,
    ...(serialProblem ? { serialProblem } : {}),
    before,
    after,
    note: spec.note,
  };
}

async function measurePages(
  pages: { name: string; url: string }[],
  options: BenchOptions,
): Promise<SsrPageMetrics[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const measured: SsrPageMetrics[] = [];
    for (const page of pages) {
      process.stdout.write(`  ${page.name}: ${options.pageRuns} throttled load(s)\n`);
      const runs: SsrPageRun[] = [];
      for (let run = 0; run < options.pageRuns; run += 1) {
        const load = await measurePageLoad(browser, page.url, true);
        runs.push({
          ttfbMs: load.ttfbMs,
          responseStartMs: load.responseStartMs,
          fcpMs: load.fcpMs,
          lcpMs: load.lcpMs,
        });
      }
      const medianOf = (pick: (run: SsrPageRun) => number | null) =>
        median(runs.map(pick).filter((value): value is number => value !== null));
      measured.push({
        ...page,
        ttfbMs: medianOf((run) => run.ttfbMs),
        responseStartMs: medianOf((run) => run.responseStartMs),
        fcpMs: medianOf((run) => run.fcpMs),
        lcpMs: medianOf((run) => run.lcpMs),
        runs,
      });
    }
    return measured;
  } finally {
    await browser.close();
  }
}

/**
 * Issue 23's server-rendered public pages at scale: the API seeded as in the `api` section, with
 * mfe-public's and the host's static servers in front of it as production runs them (the host
 * renders each public page, loading mfe-public's server build over HTTP, decision 088). Loads the
 * API's own details read, then the rendered details page and home, each at `--connections`; then
 * throttled TTFB / FCP / LCP of both pages in Chromium.
 */
export async function runSsrSection(options: BenchOptions): Promise<SsrSectionResult> {
  assertBuilt();
  const [sitePort, mfePublicPort] = await findFreePorts(2);
  if (sitePort === undefined || mfePublicPort === undefined) throw new Error('ssr: no free ports');
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  process.stdout.write(`Server-rendered pages: seeding ${options.apiSize} properties\n`);
  // The site's origin, so that the hydrated pages may call the API (CORS) in the page loads.
  const api = await startSeededApi(options.apiSize, { url: null }, { PUBLIC_SITE_URL: siteUrl });
  // Stopped in reverse order at the end, the API last.
  const started: ProductProcess[] = [];
  try {
    process.stdout.write(`  seeded in ${api.seed.seconds.toFixed(1)} s\n`);
    const env = frontEndEnv({
      site: sitePort,
      api: Number(new URL(api.url).port),
      mfePublic: mfePublicPort,
    });
    const mfePublicUrl = `http://127.0.0.1:${mfePublicPort}`;
    const mfePublic = await startServer(
      {
        name: 'mfe-public',
        args: [SERVE_STATIC, PUBLIC_DIST, '--port', String(mfePublicPort)],
        env,
      },
      `${mfePublicUrl}/server/remoteEntry.js`,
    );
    started.push(mfePublic);
    const host = await startServer(
      {
        name: 'host-shell',
        args: [SERVE_STATIC, HOST_DIST, '--port', String(sitePort), '--spa', '--config'],
        env,
      },
      `${siteUrl}/config.json`,
    );
    started.push(host);

    const count = options.apiSize;
    const apiRandom = createRandom(23);
    const pageRandom = createRandom(24);
    const detailsPath = (id: number) => `/details/${id}`;
    const sampleId = Math.ceil(count / 2);

    // The yardstick: the API's own details read, in this run, on this database.
    const probe = await fetch(`${api.url}/api/property/details/${sampleId}`);
    if (!probe.ok) throw new Error(`ssr: the API's details read answered ${probe.status}`);
    await probe.arrayBuffer();
    const processes: Processes = [
      { name: 'host-shell', pid: host.pid },
      { name: 'mfe-public', pid: mfePublic.pid },
      { name: 'api-server', pid: api.process.pid },
    ];
    const sets: SsrSet[] = [];
    for (const spec of [
      {
        name: 'API details read',
        server: 'api',
        url: api.url,
        path: `/api/property/details/${sampleId}`,
        nextPath: () => `/api/property/details/${apiRandom.int(1, count)}`,
        note: 'a random property per request',
      },
      {
        // The budget's set: one listing's page from every connection, as a link shared on
        // WhatsApp brings it; the host keeps a rendered page for PAGE_CACHE_SECONDS.
        name: 'details page',
        server: 'host',
        url: siteUrl,
        path: detailsPath(sampleId),
        headers: BROWSER_HEADERS,
        // bulk-seed.ts names every property so.
        sample: { path: detailsPath(sampleId), expected: `Bench Residency ${sampleId}` },
        note: 'one property, from every connection',
      },
      {
        // Every page rendered: what a crawler walking the sitemap costs (no budget).
        name: 'details pages, every property',
        server: 'host',
        url: siteUrl,
        path: detailsPath(sampleId + 1),
        nextPath: () => detailsPath(pageRandom.int(1, count)),
        headers: BROWSER_HEADERS,
        sample: { path: detailsPath(sampleId + 1), expected: `Bench Residency ${sampleId + 1}` },
        note: 'a random property per request: nearly every one rendered',
      },
      {
        name: 'home',
        server: 'host',
        url: siteUrl,
        path: '/',
        headers: BROWSER_HEADERS,
        // A property card's link: the list was read and rendered.
        sample: { path: '/', expected: 'href="/details/' },
      },
    ] satisfies SetSpec[]) {
      sets.push(await runSet(spec, options, processes));
    }
    const apiRps = sets[0]?.result.rps ?? 0;
    for (const set of sets) {
      set.shareOfApi = apiRps > 0 ? round(set.result.rps / apiRps, 3) : null;
    }

    const pages = await measurePages(
      [
        { name: 'home', url: `${siteUrl}/` },
        { name: 'details', url: `${siteUrl}${detailsPath(sampleId)}` },
      ],
      options,
    );
    return {
      properties: count,
      seedSeconds: round(api.seed.seconds),
      sets,
      profile: MOBILE_PROFILE,
      pages,
      serverOutput: [
        unexpectedOutput('host-shell', host),
        unexpectedOutput('mfe-public', mfePublic),
        unexpectedOutput('api-server', api.process),
      ],
    };
  } finally {
    for (const server of started.reverse()) await server.stop();
    await api.stop();
  }
}
