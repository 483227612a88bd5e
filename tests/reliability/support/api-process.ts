import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  isOkStatus,
  startProcess,
  waitForHttp,
  type ProductProcess,
} from '../../../scripts/lib/processes.cjs';
import { findFreePorts } from '../../e2e/support/free-ports';
import { REPO_ROOT } from '../../e2e/support/paths';

export const API_ENTRY = path.join(REPO_ROOT, 'api-server', 'src', 'server.ts');
export const ADMIN = { username: 'admin', password: 'Reliability-Admin-1!' } as const;
const READY_TIMEOUT_MS = 90_000;

export interface ApiProcess extends ProductProcess {
  url: string;
  port: number;
  dataDir: string;
}

/** Every API process a test file started and has not seen exit: killed when the file ends. */
const running = new Set<ApiProcess>();

export function makeDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'property-site-reliability-'));
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

/**
 * Starts the API the way `npm start` does (`node --import tsx api-server/src/server.ts`) on a free
 * port of 127.0.0.1, with SQLite in `dataDir` and a known admin password, and waits for
 * /api/health. The global rate limit is raised: these tests send thousands of requests from one IP.
 */
export async function startApi(
  options: { dataDir?: string; env?: Record<string, string>; port?: number } = {},
): Promise<ApiProcess> {
  const port = options.port ?? (await findFreePorts(1))[0]!;
  const dataDir = options.dataDir ?? makeDataDir();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    // Empty, not absent: these tests are about the SQLite file (integrity check, restart).
    DATABASE_URL: '',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'true',
    PUBLIC_SITE_URL: 'http://127.0.0.1:3000',
    API_PUBLIC_URL: '',
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
    NO_COLOR: '1',
    ...options.env,
  };
  const server = startProcess({
    name: 'the API',
    command: process.execPath,
    args: ['--import', 'tsx', API_ENTRY],
    env,
  });
  const api: ApiProcess = { ...server, url: `http://127.0.0.1:${port}`, port, dataDir };
  running.add(api);
  void api.exited.then(() => running.delete(api));
  try {
    await waitForHttp(api, `${api.url}/api/health`, {
      timeoutMs: READY_TIMEOUT_MS,
      isReady: isOkStatus,
    });
  } catch (error) {
    await api.kill();
    throw error;
  }
  return api;
}

/** SIGTERM, then SIGKILL when it has not exited within `graceMs`. */
export async function stopApi(api: ApiProcess, graceMs = 15_000): Promise<void> {
  await api.stop({ graceMs });
}

/** For afterAll: kills whatever API process this test file still has running. */
export async function killAllApis(): Promise<void> {
  await Promise.all([...running].map((api) => api.kill()));
}

/** Resident memory of a process in bytes (Linux: VmRSS of /proc/<pid>/status). */
export function readRssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(
  url: string,
  credentials: { username: string; password: string } = ADMIN,
): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
