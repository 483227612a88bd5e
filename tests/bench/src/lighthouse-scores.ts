import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type lighthouseRun from 'lighthouse';
import { chromiumPath } from './machine';
import { withTimeout } from './time-limit';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

/** A Lighthouse report (its types name it only inside a global namespace). */
type Report = NonNullable<Awaited<ReturnType<typeof lighthouseRun>>>['lhr'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const RUN_TIMEOUT_MS = 240_000;

export interface LighthouseResult {
  url: string;
  /** 0..100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  metrics: Record<string, string>;
  /** Audits that cost points, per category (the leads for a shortfall). */
  failing: Record<Category, string[]>;
  /** The LCP element and the elements that shifted, as HTML snippets. */
  elements: { lcp: string[]; layoutShifts: string[] };
  warnings: string[];
  /** The performance score of every run, in run order; the report's scores are the median run's. */
  performanceRuns: Array<number | null>;
}

/** HTML snippets of the nodes an audit's details name (its structure varies per audit). */
function snippetsOf(details: unknown, limit = 3): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (found.length >= limit || value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.type === 'node' && typeof record.snippet === 'string') {
      found.push(record.snippet.slice(0, 160));
      return;
    }
    for (const child of Object.values(record)) visit(child);
  };
  visit(details);
  return found;
}

const METRIC_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'total-byte-weight',
  'largest-contentful-paint-element',
];

interface Audit {
  title: string;
  details?: unknown;
  score: number | null;
  displayValue?: string;
  scoreDisplayMode?: string;
}

/**
 * One Lighthouse run (npm, Node API, its default mobile preset with simulated throttling) against
 * Debian's Chromium, launched by chrome-launcher with a fresh profile; never a downloaded browser.
 */
async function runOnce(url: string): Promise<Report> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const profile = mkdtempSync(path.join(tmpdir(), 'property-site-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    userDataDir: profile,
    logLevel: 'silent',
  });
  try {
    const result = await withTimeout(
      `Lighthouse ${url}`,
      RUN_TIMEOUT_MS,
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        maxWaitForLoad: 90_000,
      }),
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

function performanceOf(lhr: Report): number | null {
  const score = lhr.categories.performance?.score;
  return score === null || score === undefined ? null : Math.round(score * 100);
}

/**
 * Lighthouse `runs` times, reporting the median run as Lighthouse's documentation advises for its
 * run-to-run variance: its own `computeMedianRun`, the run nearest the median FCP and TTI.
 */
export async function runLighthouse(url: string, runs = 1): Promise<LighthouseResult> {
  const results: Report[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runOnce(url));
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  const valid = filterToValidRuns(results);
  const lhr: Report | undefined =
    valid.length > 0 ? (computeMedianRun(valid) as Report) : results[0];
  if (!lhr) throw new Error(`Lighthouse made no run of ${url}`);

  const audits = lhr.audits as Record<string, Audit>;
  const scores = {} as LighthouseResult['scores'];
  const failing = {} as LighthouseResult['failing'];
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    scores[category] =
      entry?.score === null || entry?.score === undefined ? null : Math.round(entry.score * 100);
    failing[category] = (entry?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || category === 'performance')
      .map((ref) => ({ id: ref.id, audit: audits[ref.id] }))
      .filter(
        ({ audit }) =>
          audit &&
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map(({ id, audit }) => `${id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
  const metrics: Record<string, string> = {};
  for (const id of METRIC_AUDITS) {
    const audit = audits[id];
    if (audit?.displayValue) metrics[id] = audit.displayValue;
  }
  const elements = {
    lcp: snippetsOf(audits['largest-contentful-paint-element']?.details, 1),
    layoutShifts: snippetsOf(audits['layout-shifts']?.details),
  };
  return {
    url,
    scores,
    metrics,
    failing,
    elements,
    warnings: lhr.runWarnings ?? [],
    performanceRuns: results.map(performanceOf),
  };
}
