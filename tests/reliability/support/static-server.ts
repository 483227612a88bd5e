import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess, waitForOutput } from '../../../scripts/lib/processes.cjs';
import type { StaticServerLimits } from '../../../host-shell/src/server/http/server-limits';
import { findFreePorts } from '../../e2e/support/free-ports';
import { REPO_ROOT } from '../../e2e/support/paths';

const SERVE_STATIC = path.join(REPO_ROOT, 'scripts', 'serve-static.mjs');
const HOST_SERVER = path.join(REPO_ROOT, 'host-shell', 'src', 'server', 'http', 'main.ts');
const ENTRY_WITH_LIMITS = path.join(__dirname, 'static-server-entry.ts');
const READY_TIMEOUT_MS = 30_000;

export interface StaticServer {
  url: string;
  port: number;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** Every static server this test file started and has not stopped (see stopAllStaticServers). */
const running = new Set<() => Promise<void>>();

/**
 * Settings a developer's shell may hold that would point these servers elsewhere: empty, so the
 * defaults or the test's own values apply.
 */
const NEUTRAL_ENV = {
  HOST: '127.0.0.1',
  PUBLIC_SITE_URL: '',
  API_PUBLIC_URL: '',
  MFE_PUBLIC_URL: '',
  MFE_PROPERTIES_URL: '',
  MFE_MASTERS_URL: '',
  MFE_USERS_URL: '',
  SITE_CONFIG: '',
  TRUST_PROXY: '',
  STATIC_MAX_CONNECTIONS: '',
};

/**
 * Starts a remote's server (or with `host`, the host's) on 127.0.0.1 for the build in `root`
 * and waits until it listens, as `npm start` runs it, or, with `limits`, the same server through
 * static-server-entry.ts (limits are constants, not settings).
 */
export async function startStaticServer(options: {
  root: string;
  host?: boolean;
  env?: Record<string, string>;
  limits?: Partial<StaticServerLimits>;
}): Promise<StaticServer> {
  const [port] = await findFreePorts(1);
  const env = { ...process.env, ...NEUTRAL_ENV, PORT: String(port), ...options.env };
  const { root, host = false, limits } = options;
  const args = limits
    ? ['--import', 'tsx', ENTRY_WITH_LIMITS, JSON.stringify({ root, host, limits })]
    : host
      ? ['--import', 'tsx', HOST_SERVER, root]
      : [SERVE_STATIC, root, '--port', String(port)];
  const server = startProcess({
    name: `static server of ${options.root}`,
    command: process.execPath,
    args,
    env,
  });
  const stop = async () => {
    running.delete(stop);
    await server.stop();
  };
  running.add(stop);
  try {
    const listening = /serving .* at (http:\/\/127\.0\.0\.1:\d+)/;
    const url = (await waitForOutput(server, listening, { timeoutMs: READY_TIMEOUT_MS }))[1]!;
    return { url, port: Number(new URL(url).port), output: server.output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** For afterAll: stops every static server this test file still has running. */
export async function stopAllStaticServers(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

/** A throwaway folder holding `files` (relative name → content); removed by the returned function. */
export function makeDistFolder(files: Record<string, string>): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'property-site-static-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
