import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePorts } from '../../e2e/support/free-ports';
import { REPO_ROOT } from '../../e2e/support/paths';

const SERVE_STATIC = path.join(REPO_ROOT, 'scripts', 'serve-static.mjs');
const ENTRY_WITH_LIMITS = path.join(__dirname, 'static-server-entry.mjs');
const READY_TIMEOUT_MS = 30_000;
const OUTPUT_LIMIT = 32_000;

/** The timeouts and cap of scripts/lib/server-limits.mjs, any of which a test may set. */
export interface StaticServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
  checkIntervalMs: number;
  maxConnections: number;
}

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
 * Starts a static server on 127.0.0.1 and waits until it listens: `node scripts/serve-static.mjs
 * <root> --port <free port> ...flags` as `npm start` runs it, or, with `limits`, the same server
 * through static-server-entry.mjs (limits are constants, not settings).
 */
export async function startStaticServer(options: {
  root: string;
  flags?: ('--spa' | '--config')[];
  env?: Record<string, string>;
  limits?: Partial<StaticServerLimits>;
}): Promise<StaticServer> {
  const env = { ...process.env, ...NEUTRAL_ENV, ...options.env };
  const flags = options.flags ?? [];
  const args = options.limits
    ? [
        ENTRY_WITH_LIMITS,
        JSON.stringify({
          root: options.root,
          spa: flags.includes('--spa'),
          serveConfig: flags.includes('--config'),
          limits: options.limits,
        }),
      ]
    : [SERVE_STATIC, options.root, '--port', String((await findFreePorts(1))[0]), ...flags];
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: 'pipe' });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    running.delete(stop);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  running.add(stop);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('did not listen in time')), READY_TIMEOUT_MS);
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
      const listening = /serving .* at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (listening) {
        clearTimeout(timer);
        resolve(listening);
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error('exited before it listened'));
    });
  }).catch(async (error: Error) => {
    await stop();
    throw new Error(`static server of ${options.root}: ${error.message}\n${output}`);
  });
  return { url, port: Number(new URL(url).port), output: () => output, stop };
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
