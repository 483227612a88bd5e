import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePorts } from '../../e2e/support/free-ports';
import { REPO_ROOT } from '../../e2e/support/paths';

export const API_ENTRY = path.join(REPO_ROOT, 'api-server', 'src', 'server.ts');
export const ADMIN = { username: 'admin', password: 'Reliability-Admin-1!' } as const;
const READY_TIMEOUT_MS = 90_000;
const OUTPUT_LIMIT = 32_000;

export interface ApiProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  pid: number;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/** Every API process a test file started and has not seen exit: killed when the file ends. */
const running = new Set<ChildProcess>();

export function makeDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'property-site-reliability-'));
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(api: ApiProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void api.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline) {
    if (exitedEarly) throw new Error(`the API exited before it was ready:\n${api.output()}`);
    try {
      const response = await fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(
    `the API did not answer /api/health within ${timeoutMs / 1000} s:\n${api.output()}`,
  );
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
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', API_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  running.add(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  if (child.pid === undefined) throw new Error('the API process could not be spawned');
  const api: ApiProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    child,
    pid: child.pid,
    exited,
    output: () => output,
  };
  try {
    await waitForHealth(api, READY_TIMEOUT_MS);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  return api;
}

/** SIGTERM, then SIGKILL when it has not exited within `graceMs`. */
export async function stopApi(api: ApiProcess, graceMs = 15_000): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), graceMs);
  await api.exited;
  clearTimeout(timer);
}

/** For afterAll: kills whatever API process this test file still has running. */
export async function killAllApis(): Promise<void> {
  const children = [...running];
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve();
          else child.once('exit', () => resolve());
        }),
    ),
  );
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
