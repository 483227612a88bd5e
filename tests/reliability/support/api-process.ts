import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  isOkStatus,
  startProcess,
  waitForHttp,
  type ProductProcess,
} from '../../../scripts/lib/processes.cjs';
import type { S3Settings } from '../../../api-server/src/uploads/store-settings';
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

export interface StartApiOptions {
  dataDir?: string;
  port?: number;
  /** PostgreSQL instead of SQLite in `dataDir`. */
  databaseUrl?: string;
  /** Uploads in this bucket (UPLOADS_STORE=s3) instead of `<dataDir>/uploads`. */
  uploadStore?: S3Settings;
  /** TRUST_PROXY: X-Forwarded-For names the client, so a test can speak from many addresses. */
  trustProxy?: boolean;
  /** Any other variable, set last. */
  env?: Record<string, string>;
}

/** The environment of UPLOADS_STORE=s3 with these settings (uploads/store-settings.ts). */
function uploadStoreEnv(settings: S3Settings | undefined): Record<string, string> {
  if (!settings) {
    // Empty, not absent: S3 settings of our own environment would stop a disk store's start.
    return {
      UPLOADS_STORE: '',
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      S3_REGION: '',
      S3_FORCE_PATH_STYLE: '',
      S3_PREFIX: '',
    };
  }
  return {
    UPLOADS_STORE: 's3',
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint ?? '',
    S3_REGION: settings.region,
    S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
    S3_PREFIX: settings.prefix,
    AWS_ACCESS_KEY_ID: settings.credentials?.accessKeyId ?? '',
    AWS_SECRET_ACCESS_KEY: settings.credentials?.secretAccessKey ?? '',
  };
}

/** The environment `startApi` gives the API (exported for a start that is meant to fail). */
export function apiEnv(options: StartApiOptions, port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    // Empty, not absent, unless given: most of these tests are about the SQLite file (integrity
    // check, restart), whatever DATABASE_URL our own environment has.
    DATABASE_URL: options.databaseUrl ?? '',
    ...uploadStoreEnv(options.uploadStore),
    TRUST_PROXY: String(options.trustProxy ?? false),
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
}

/** `node --import tsx api-server/src/server.ts`, as `npm start` runs the API, not waited for. */
export function startApiProcess(env: NodeJS.ProcessEnv): ProductProcess {
  return startProcess({
    name: 'the API',
    command: process.execPath,
    args: ['--import', 'tsx', API_ENTRY],
    env,
  });
}

/**
 * Starts the API the way `npm start` does (`node --import tsx api-server/src/server.ts`) on a free
 * port of 127.0.0.1, with a known admin password, and waits for /api/health. Its data is SQLite
 * and uploads in `dataDir` unless `databaseUrl` and `uploadStore` say otherwise. The global rate
 * limit is raised: these tests send thousands of requests from one IP.
 */
export async function startApi(options: StartApiOptions = {}): Promise<ApiProcess> {
  const port = options.port ?? (await findFreePorts(1))[0]!;
  const dataDir = options.dataDir ?? makeDataDir();
  const server = startApiProcess(apiEnv(options, port, dataDir));
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
