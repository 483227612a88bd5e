// The ssr section's measures (section-ssr.ts): a load set against one server with its render
// checks and CPU time, and the throttled page loads.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { ProductProcess } from '../../../scripts/lib/processes.cjs';
import { CHROMIUM_FLAGS } from './lighthouse-scores';
import { collectSerial, round, runLoad, summarizeSerial, warmUp, type LoadResult } from './load';
import { chromiumPath } from './machine';
import type { BenchOptions } from './options';
import type { RenderCheck, ServerOutput, SsrPageMetrics, SsrPageRun, SsrSet } from './ssr-results';
import { measurePageLoad, median } from './page-metrics';
import { groupCpuSeconds, ownCpuSeconds } from './process-cpu';

/** What a browser sends for a page: the host's server compresses the HTML it renders per request. */
export const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip' } as const;

/** What one sampled answer of a page showed: was it really rendered on the server? */

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
export function unexpectedOutput(name: string, server: ProductProcess): ServerOutput {
  // The front-end servers' start and stop lines (host-shell/src/server/http/listen.ts), and the
  // API's start banner (api-server/src/server.ts).
  const usual =
    /^(serving |SIG[A-Z]+: closing|=+$|Property site API listening|API documentation:|Sign in as )/;
  const lines = server
    .output()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !usual.test(line));
  return { name, lines: lines.length, sample: lines.slice(0, 5).map((line) => line.slice(0, 300)) };
}

/** The servers whose CPU time each set counts, by name (their process groups). */
export type Processes = { name: string; pid: number }[];

export interface SetSpec {
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
export async function runSet(
  spec: SetSpec,
  options: BenchOptions,
  processes: Processes,
): Promise<SsrSet> {
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

export async function measurePages(
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
 * Decision 088's server-rendered public pages at scale: the API seeded as in the `api` section, with
 * mfe-public's and the host's static servers in front of it as production runs them (the host
 * renders each public page, loading mfe-public's server build over HTTP, decision 088). Loads the
 * API's own details read, then the rendered details page and home, each at `--connections`; then
 * throttled TTFB / FCP / LCP of both pages in Chromium.
 */
