// Decision 095: one visitor reading a property page, alone and while another client floods the
// host (decision 095). The host runs as behind the operator's proxy (TRUST_PROXY, each client
// named in X-Forwarded-For) with its default render limit; the visitor asks one request at a
// time, the other client at `--connections` as fast as the host answers.
import { once } from 'node:events';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { round, runLoad, summarizeSerial, type LoadResult } from './load';
import type { BenchOptions } from './options';
import { BROWSER_HEADERS } from './ssr-measures';

const VISITOR = '198.51.100.7';
const FLOODER = '203.0.113.66';
/** How many property pages the tracking-parameter flood asks for, as in the trial. */
const FLOODED_PAGES = 20;
/** The visitor's p99 beside a flood may be at most this many times its p99 alone. */
export const FAIRNESS_BUDGET_RATIO = 3;

export interface FloodResult {
  name: string;
  note: string;
  /** The other client's load: its 429s are the render limit at work (non2xx). */
  flood: LoadResult;
  /** The visitor's one-at-a-time requests during the flood; null when one failed. */
  visitor: LoadResult | null;
  problem?: string;
  /** The visitor's p99 here over its p99 alone. */
  p99Ratio: number | null;
}

export interface FairnessResult {
  visitorPath: string;
  connections: number;
  alone: LoadResult | null;
  aloneProblem?: string;
  floods: FloodResult[];
}

const VISITOR_WORKER = join(__dirname, 'visitor-worker.mjs');

const asClient = (address: string) => ({ ...BROWSER_HEADERS, 'x-forwarded-for': address });

/** The visitor's requests for `path`, one at a time, for the set's duration (visitor-worker.mjs). */
async function measureVisitor(url: string, path: string, seconds: number): Promise<LoadResult> {
  const worker = new Worker(VISITOR_WORKER, {
    workerData: { url: `${url}${path}`, headers: asClient(VISITOR), seconds },
  });
  try {
    const [answer] = (await once(worker, 'message')) as [{ times?: number[]; error?: string }];
    if (!answer.times) throw new Error(`visitor: ${answer.error ?? 'no answer'}`);
    return summarizeSerial('visitor', answer.times, seconds);
  } finally {
    await worker.terminate();
  }
}

async function visitorOrProblem(
  url: string,
  path: string,
  seconds: number,
): Promise<{ result: LoadResult | null; problem?: string }> {
  try {
    return { result: await measureVisitor(url, path, seconds) };
  } catch (error) {
    return { result: null, problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The visitor alone on `/details/<visitorId>`, then beside (a) a client asking for 20 property
 * pages with a new tracking parameter each time and (b) one asking for a property page no one
 * has asked for each time.
 */
export async function measureFairness(
  url: string,
  ids: { visitor: number; first: number; count: number },
  options: BenchOptions,
): Promise<FairnessResult> {
  const visitorPath = `/details/${ids.visitor}`;
  const seconds = options.duration;
  const connections = 20;
  process.stdout.write(`  visitor alone on ${visitorPath}: ${seconds} s ... `);
  const alone = await visitorOrProblem(url, visitorPath, seconds);
  process.stdout.write(
    `p50 ${alone.result?.p50Ms ?? '-'} ms, p99 ${alone.result?.p99Ms ?? '-'} ms\n`,
  );

  let tracked = 0;
  let unseen = ids.first;
  const floods = [
    {
      name: '(a) cached pages, a new tracking parameter each time',
      note: `${FLOODED_PAGES} property pages, ?utm_source=<n>`,
      nextPath: () => {
        tracked += 1;
        return `/details/${ids.visitor + (tracked % FLOODED_PAGES)}?utm_source=${tracked}`;
      },
    },
    {
      name: '(b) a different uncached listing each time',
      note: 'a property page no one asked for yet, per request',
      nextPath: () => {
        unseen = unseen >= ids.first + ids.count ? ids.first : unseen + 1;
        return `/details/${unseen}`;
      },
    },
  ];
  const results: FloodResult[] = [];
  for (const flood of floods) {
    process.stdout.write(`  visitor beside ${flood.name}: ${connections} connections ... `);
    const [load, visitor] = await Promise.all([
      runLoad({
        label: flood.name,
        url,
        path: flood.nextPath(),
        nextPath: flood.nextPath,
        headers: asClient(FLOODER),
        connections,
        durationSeconds: seconds,
        timeoutSeconds: 30,
      }),
      visitorOrProblem(url, visitorPath, seconds),
    ]);
    const aloneP99 = alone.result?.p99Ms ?? 0;
    const p99Ratio =
      visitor.result && aloneP99 > 0 ? round(visitor.result.p99Ms / aloneP99, 2) : null;
    process.stdout.write(
      `flood ${load.rps} req/s (${load.non2xx} non-2xx); visitor p50 ${visitor.result?.p50Ms ?? '-'} ms, p99 ${visitor.result?.p99Ms ?? '-'} ms\n`,
    );
    results.push({
      name: flood.name,
      note: flood.note,
      flood: load,
      visitor: visitor.result,
      ...(visitor.problem ? { problem: visitor.problem } : {}),
      p99Ratio,
    });
  }
  return {
    visitorPath,
    connections,
    alone: alone.result,
    ...(alone.problem ? { aloneProblem: alone.problem } : {}),
    floods: results,
  };
}
