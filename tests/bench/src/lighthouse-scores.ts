import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath } from './machine';
import { withTimeout } from './processes';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

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
 * Lighthouse (npm, Node API, its default mobile preset with simulated throttling) against Debian's
 * Chromium, launched by chrome-launcher with a fresh profile; never a downloaded browser.
 */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
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
    const { lhr } = result;
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
    return { url, scores, metrics, failing, elements, warnings: lhr.runWarnings ?? [] };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}
