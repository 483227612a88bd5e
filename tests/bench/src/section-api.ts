import { BENCH_ADMIN } from './bulk-seed';
import { runLoad, round, warmUp, type LoadResult, type LoadSpec } from './load';
import type { BenchOptions } from './options';
import { createRandom } from '../../support/seeded-random';
import { startHelloServer, startSeededApi, type RunningServer } from './servers';

export const LIST_FIRST_PAGE = '/api/property/properties?limit=12';

export interface PairedSet {
  name: string;
  path: string;
  api: LoadResult;
  hello: LoadResult;
  /** API requests per second / hello requests per second, measured back to back. */
  rpsRatio: number;
  /** Bytes of one answer (a sanity check that the set measured the real page). */
  responseBytes: number;
  note?: string;
}

export interface ApiSectionResult {
  database: 'sqlite' | 'postgresql';
  properties: number;
  seedSeconds: number;
  sets: PairedSet[];
}

type SetSpec = Omit<LoadSpec, 'label' | 'url' | 'connections' | 'durationSeconds'> & {
  name: string;
  connections?: number;
  /** Slow calls need longer sets to complete enough requests. */
  minDurationSeconds?: number;
  note?: string;
};

/** Fetches one answer first: a set that measures a 404 or a 429 would be worthless. */
async function probe(url: string, spec: SetSpec): Promise<number> {
  const response = await fetch(`${url}${spec.path}`, {
    method: spec.method ?? 'GET',
    headers: { ...spec.headers, ...(spec.body ? { 'content-type': 'application/json' } : {}) },
    body: spec.body,
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.arrayBuffer();
  if (!response.ok) {
    throw new Error(
      `${spec.name}: ${spec.path} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 200)}`,
    );
  }
  return body.byteLength;
}

/** Runs each set against the API, each right after the same load on the hello server. */
export async function runPairedSets(
  api: RunningServer,
  hello: RunningServer,
  specs: SetSpec[],
  options: BenchOptions,
): Promise<PairedSet[]> {
  await warmUp(hello.url, '/');
  const sets: PairedSet[] = [];
  for (const spec of specs) {
    const responseBytes = await probe(api.url, spec);
    await warmUp(api.url, spec.path, spec.headers);
    const connections = spec.connections ?? options.connections;
    const common = {
      connections,
      durationSeconds: Math.max(options.duration, spec.minDurationSeconds ?? 0),
    };
    process.stdout.write(
      `  ${spec.name}: ${connections} connections, ${common.durationSeconds} s ... `,
    );
    const helloResult = await runLoad({ label: 'hello', url: hello.url, path: '/', ...common });
    const apiResult = await runLoad({
      ...spec,
      label: spec.name,
      url: api.url,
      ...common,
      timeoutSeconds: 60,
    });
    const rpsRatio = helloResult.rps > 0 ? round(apiResult.rps / helloResult.rps, 3) : 0;
    process.stdout.write(
      `${apiResult.rps} req/s, p99 ${apiResult.p99Ms} ms (hello ${helloResult.rps} req/s)\n`,
    );
    sets.push({
      name: spec.name,
      path: spec.path,
      api: apiResult,
      hello: helloResult,
      rpsRatio,
      responseBytes,
      note: spec.note,
    });
  }
  return sets;
}

export function apiSetSpecs(properties: number, options: BenchOptions): SetSpec[] {
  const random = createRandom(7);
  return [
    { name: 'list first page', path: LIST_FIRST_PAGE },
    {
      name: 'details read',
      path: '/api/property/details/1',
      nextPath: () => `/api/property/details/${random.int(1, properties)}`,
      note: 'a random property per request',
    },
    { name: 'lookup list (cities)', path: '/api/master_table/get_cities' },
    {
      name: 'login',
      path: '/api/auth/login',
      method: 'POST',
      body: JSON.stringify(BENCH_ADMIN),
      connections: Math.min(options.loginConnections, options.connections),
      minDurationSeconds: 10,
      note: 'scrypt N=2^17 per sign-in, slow by design; fewer connections, at least 10 s',
    },
  ];
}

/** Section 1 (and 3 with a PostgreSQL URL): the four public calls on a seeded database. */
export async function runApiSection(
  options: BenchOptions,
  database: { url: string | null; schema?: string } = { url: null },
): Promise<ApiSectionResult> {
  const label = database.url ? 'postgresql' : 'sqlite';
  process.stdout.write(`API on ${label}: seeding ${options.apiSize} properties\n`);
  const api = await startSeededApi(options.apiSize, database);
  try {
    process.stdout.write(`  seeded in ${api.seed.seconds.toFixed(1)} s\n`);
    const hello = await startHelloServer();
    try {
      const sets = await runPairedSets(api, hello, apiSetSpecs(options.apiSize, options), options);
      return {
        database: label,
        properties: options.apiSize,
        seedSeconds: round(api.seed.seconds),
        sets,
      };
    } finally {
      await hello.stop();
    }
  } finally {
    await api.stop();
  }
}
