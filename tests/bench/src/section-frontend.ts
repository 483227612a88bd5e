import path from 'node:path';
import { chromium } from 'playwright-core';
import { REMOTE_PACKAGES } from '../../e2e/support/paths';
import { startProduct } from '../../e2e/support/start-product';
import { describeChunk } from './chunk-contents';
import { round } from './load';
import { CHROMIUM_FLAGS, runLighthouse, type LighthouseResult } from './lighthouse-scores';
import { chromiumPath } from './machine';
import type { BenchOptions } from './options';
import { measurePageLoad, median, MOBILE_PROFILE, type ScriptFile } from './page-metrics';

const ADMIN_REMOTES = ['mfe_properties', 'mfe_masters', 'mfe_users'] as const;

export interface PageReport {
  name: string;
  url: string;
  requestCount: number;
  /** Each script with what its source map says it holds. */
  scripts: (ScriptFile & { contents: string | null })[];
  images: { url: string; bytes: number }[];
  jsRawBytes: number;
  jsGzipBytes: number;
  jsWireBytes: number;
  serverCompresses: boolean;
  imageBytes: number;
  /** The admin remotes whose files the visitor's browser requested (must be none). */
  adminRemotesRequested: string[];
  fcpMs: number | null;
  lcpMs: number | null;
  runs: { fcpMs: number | null; lcpMs: number | null }[];
  lighthouse: LighthouseResult | null;
  lighthouseError?: string;
}

export interface FrontendSectionResult {
  profile: typeof MOBILE_PROFILE;
  pages: PageReport[];
}

async function firstPropertyId(apiUrl: string): Promise<number> {
  const response = await fetch(`${apiUrl}/api/property/properties?limit=1`);
  const items = (await response.json()) as { id: number }[];
  const id = items[0]?.id;
  if (!id) throw new Error('frontend: the demo data has no property');
  return id;
}

/** Section 4: the visitor's home and details pages, in Chromium, against the production build. */
export async function runFrontendSection(options: BenchOptions): Promise<FrontendSectionResult> {
  process.stdout.write(
    'Front end: starting the product (scripts/start.mjs --no-build, demo data)\n',
  );
  const product = await startProduct({ env: { LOG_LEVEL: 'warn' } });
  try {
    const adminOrigins = ADMIN_REMOTES.map((name) => ({ name, origin: product.remoteUrls[name] }));
    const packageOfOrigin = new Map<string, string>([
      [product.siteUrl, 'host-shell'],
      ...Object.entries(product.remoteUrls).map(
        ([name, origin]) =>
          [origin, REMOTE_PACKAGES[name as keyof typeof REMOTE_PACKAGES]] as [string, string],
      ),
    ]);
    const withContents = (file: ScriptFile) => {
      const url = new URL(file.url);
      const distPackage = packageOfOrigin.get(url.origin);
      return {
        ...file,
        contents: distPackage ? describeChunk(distPackage, path.basename(url.pathname)) : null,
      };
    };
    const pages = [
      { name: 'home', url: `${product.siteUrl}/` },
      {
        name: 'details',
        url: `${product.siteUrl}/details/${await firstPropertyId(product.apiUrl)}`,
      },
    ];
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: CHROMIUM_FLAGS,
    });
    const reports: PageReport[] = [];
    try {
      for (const page of pages) {
        process.stdout.write(
          `  ${page.name}: network log and ${options.pageRuns} throttled load(s)\n`,
        );
        const cold = await measurePageLoad(browser, page.url, false);
        const runs: { fcpMs: number | null; lcpMs: number | null }[] = [];
        for (let run = 0; run < options.pageRuns; run += 1) {
          const load = await measurePageLoad(browser, page.url, true);
          runs.push({ fcpMs: load.fcpMs, lcpMs: load.lcpMs });
        }
        const sum = (pick: (file: ScriptFile) => number) =>
          cold.scripts.reduce((total, file) => total + pick(file), 0);
        reports.push({
          name: page.name,
          url: page.url,
          requestCount: cold.requests.length,
          scripts: cold.scripts.map(withContents),
          images: cold.images,
          jsRawBytes: sum((file) => file.rawBytes),
          jsGzipBytes: sum((file) => file.gzipBytes),
          jsWireBytes: sum((file) => file.wireBytes),
          serverCompresses: cold.scripts.some((file) => file.encoding !== null),
          imageBytes: cold.images.reduce((total, image) => total + image.bytes, 0),
          adminRemotesRequested: adminOrigins
            .filter(({ origin }) => cold.requests.some((url) => url.startsWith(`${origin}/`)))
            .map(({ name }) => name),
          fcpMs: median(runs.flatMap((run) => (run.fcpMs === null ? [] : [run.fcpMs]))),
          lcpMs: median(runs.flatMap((run) => (run.lcpMs === null ? [] : [run.lcpMs]))),
          runs,
          lighthouse: null,
        });
      }
    } finally {
      await browser.close();
    }
    if (!options.skipLighthouse) {
      for (const report of reports) {
        process.stdout.write(`  Lighthouse ${report.name}\n`);
        try {
          report.lighthouse = await runLighthouse(report.url, options.lighthouseRuns);
        } catch (error) {
          report.lighthouseError = error instanceof Error ? error.message : String(error);
        }
      }
    }
    return {
      profile: MOBILE_PROFILE,
      pages: reports.map((report) => ({ ...report, jsGzipBytes: round(report.jsGzipBytes, 0) })),
    };
  } finally {
    await product.stop();
  }
}
