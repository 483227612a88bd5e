import http from 'node:http';
import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx, connection errors and timeouts: any of them makes the figures suspect. */
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadSpec {
  label: string;
  url: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Request headers (the server-rendered pages are asked for as a browser asks). */
  headers?: Record<string, string>;
  /** Called per request to vary the path (a random property id, a random city). */
  nextPath?: () => string;
  connections: number;
  durationSeconds: number;
  /** Per-request timeout in seconds (autocannon's default of 10 s is too short for logins). */
  timeoutSeconds?: number;
}

/** One autocannon set, in process; the server under test runs in its own process. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const headers =
    spec.body || spec.headers
      ? { ...spec.headers, ...(spec.body ? { 'content-type': 'application/json' } : {}) }
      : undefined;
  const nextPath = spec.nextPath;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    timeout: spec.timeoutSeconds ?? 10,
    requests: [
      {
        method: spec.method ?? 'GET',
        path: spec.path,
        headers,
        body: spec.body,
        ...(nextPath ? { setupRequest: (request) => ({ ...request, path: nextPath() }) } : {}),
      },
    ],
  });
  return {
    label: spec.label,
    connections: spec.connections,
    durationSeconds: spec.durationSeconds,
    requests: result.requests.total,
    rps: round(result.requests.average),
    p50Ms: round(result.latency.p50),
    p99Ms: round(result.latency.p99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A short warm-up so the first set does not pay for JIT and cold caches. */
export async function warmUp(
  url: string,
  path: string,
  headers?: Record<string, string>,
): Promise<void> {
  await autocannon({
    url,
    connections: 4,
    duration: 1,
    requests: [{ method: 'GET', path, headers }],
  });
}

export type SerialSpec = Pick<LoadSpec, 'path' | 'nextPath' | 'headers'> & { name: string };

/**
 * One request at a time over one kept-alive connection for `durationSeconds`, timed with
 * sub-millisecond precision (autocannon's histogram counts whole milliseconds). Returns each
 * request's milliseconds; a non-2xx answer is an error.
 */
export async function collectSerial(
  spec: SerialSpec & { url: string; durationSeconds: number },
): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const deadline = performance.now() + spec.durationSeconds * 1000;
  try {
    while (performance.now() < deadline) {
      const url = `${spec.url}${spec.nextPath ? spec.nextPath() : spec.path}`;
      const started = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get(url, { agent, headers: spec.headers, timeout: 30_000 }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          })
          .on('error', reject);
      });
      if (status < 200 || status >= 300) throw new Error(`${spec.name}: ${url} answered ${status}`);
      times.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  return times;
}

/** p50 and p99 of pooled one-at-a-time samples, in the shape of a load result. */
export function summarizeSerial(label: string, samples: number[], seconds: number): LoadResult {
  const times = [...samples].sort((a, b) => a - b);
  const at = (share: number) =>
    round(times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0, 2);
  return {
    label,
    connections: 1,
    durationSeconds: seconds,
    requests: times.length,
    rps: round(times.length / seconds),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    non2xx: 0,
    errors: 0,
    timeouts: 0,
  };
}

/** Seconds of each burst of `measureRotating`. */
const ROTATING_BURST_SECONDS = 0.5;

/**
 * One request at a time, in short bursts that rotate over every size, so that a change in the
 * machine's load hits all sizes alike; the pooled samples give each size's p50 and p99. `target`
 * names a size's server and its calls.
 */
export async function measureRotating<S>(
  sizes: readonly S[],
  rounds: number,
  target: (size: S) => { url: string; specs: readonly SerialSpec[] },
): Promise<Map<S, LoadResult[]>> {
  const samples = new Map(
    sizes.map((size) => [size, target(size).specs.map(() => [] as number[])]),
  );
  for (let turn = 0; turn < rounds; turn += 1) {
    for (const size of sizes) {
      const { url, specs } = target(size);
      for (const [index, spec] of specs.entries()) {
        const times = await collectSerial({
          ...spec,
          url,
          durationSeconds: ROTATING_BURST_SECONDS,
        });
        samples.get(size)?.[index]?.push(...times);
      }
    }
  }
  return new Map(
    sizes.map((size) => [
      size,
      target(size).specs.map((spec, index) =>
        summarizeSerial(
          spec.name,
          samples.get(size)?.[index] ?? [],
          rounds * ROTATING_BURST_SECONDS,
        ),
      ),
    ]),
  );
}
