import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  isOkStatus,
  startProcess,
  waitForHttp,
  type ProcessOptions,
  type ProductProcess,
} from '../../../scripts/lib/processes.cjs';
import { findFreePorts } from '../../e2e/support/free-ports';
import { BENCH_ADMIN, bulkSeed, type SeedSummary } from './bulk-seed';

const READY_TIMEOUT_MS = 60_000;
const TSX = path.join('node_modules', 'tsx', 'dist', 'cli.mjs');

export interface RunningServer {
  url: string;
  process: ProductProcess;
  stop(): Promise<void>;
}

export interface SeededApi extends RunningServer {
  seed: SeedSummary;
  dataDir: string;
}

/**
 * Settings of the API under test. Every request comes from one address, so the per-IP limit
 * (1,000 a minute by default) is raised to its maximum, or the bench would measure 429s. Request
 * logging is off (LOG_LEVEL warn) on both servers so that the ratio compares the same work.
 */
export const BENCH_API_ENV = { RATE_LIMIT_PER_MINUTE: '1000000000', LOG_LEVEL: 'warn' } as const;

/**
 * Starts a server as a process of its own (in its own process group: tsx runs it in a
 * grandchild) and waits until `url` answers 2xx.
 */
export async function startServer(
  options: Pick<ProcessOptions, 'name' | 'args' | 'env'>,
  url: string,
): Promise<ProductProcess> {
  const server = startProcess({
    ...options,
    command: process.execPath,
    ownGroup: true,
    echo: process.env.BENCH_VERBOSE ? process.stderr : null,
  });
  try {
    await waitForHttp(server, url, { timeoutMs: READY_TIMEOUT_MS, isReady: isOkStatus });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * Seeds a fresh database with `count` properties (SQLite in a temp DATA_DIR, or the PostgreSQL
 * schema given), then starts the API as production does: `tsx api-server/src/server.ts`, as its
 * own process, on 127.0.0.1 and a free port, without demo data. `env` adds settings (the ssr
 * section's PUBLIC_SITE_URL, so that its pages may call the API from the browser).
 */
export async function startSeededApi(
  count: number,
  database: { url: string | null; schema?: string } = { url: null },
  env: Record<string, string> = {},
): Promise<SeededApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'property-site-bench-'));
  const cleanDir = () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  try {
    const seed = await bulkSeed(
      { dataDir, databaseUrl: database.url, pgSchema: database.schema ?? null },
      count,
    );
    const [port] = await findFreePorts(1);
    const databaseUrl =
      database.url && database.schema
        ? withSearchPath(database.url, database.schema)
        : (database.url ?? '');
    const url = `http://127.0.0.1:${port}`;
    const server = await startServer(
      {
        name: 'api-server',
        args: [TSX, 'api-server/src/server.ts'],
        env: {
          ...process.env,
          ...BENCH_API_ENV,
          HOST: '127.0.0.1',
          API_PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          SEED_DEMO: 'false',
          ADMIN_USERNAME: BENCH_ADMIN.username,
          ADMIN_PASSWORD: BENCH_ADMIN.password,
          NODE_ENV: 'production',
          ...env,
        },
      },
      `${url}/api/health`,
    );
    return {
      url,
      process: server,
      seed,
      dataDir,
      stop: async () => {
        await server.stop();
        cleanDir();
      },
    };
  } catch (error) {
    cleanDir();
    throw error;
  }
}

/** A PostgreSQL URL whose connections work in `schema` (libpq `options`, read by node-postgres). */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

/** The bare Fastify "hello" server (hello-server.ts) as its own process: the machine's yardstick. */
export async function startHelloServer(): Promise<RunningServer> {
  const [port] = await findFreePorts(1);
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer(
    {
      name: 'hello-server',
      args: [TSX, path.join('tests', 'bench', 'src', 'hello-server.ts')],
      env: { ...process.env, HELLO_PORT: String(port) },
    },
    url,
  );
  return { url, process: server, stop: () => server.stop() };
}
