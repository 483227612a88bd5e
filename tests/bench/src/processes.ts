import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const OUTPUT_LIMIT = 32_000;

/** A server process started by the bench; stopped by `stop()` or, at the latest, by `stopAll()`. */
export interface Managed {
  name: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<Managed>();

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Negative pid: the whole group (tsx runs the server in a grandchild).
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Spawns a process in its own process group, keeps its recent output and registers it so that
 * `stopAll()` (and process exit) ends it whatever happens to the bench.
 */
export function spawnManaged(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; ipc?: boolean } = {},
): Managed {
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: options.env ?? process.env,
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
    if (process.env.BENCH_VERBOSE) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const managed: Managed = {
    name,
    child,
    output: () => output,
    stop: async () => {
      running.delete(managed);
      killGroup(child, 'SIGTERM');
      if (!(await waitForExit(child, 12_000))) killGroup(child, 'SIGKILL');
      await waitForExit(child, 3_000);
    },
  };
  running.add(managed);
  return managed;
}

/** Stops every process the bench started and has not stopped yet. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((managed) => managed.stop()));
}

process.on('exit', () => {
  for (const managed of running) killGroup(managed.child, 'SIGKILL');
});

/** A port of 127.0.0.1 that was free a moment ago. */
export async function findFreePorts(count: number): Promise<number[]> {
  const servers: net.Server[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      servers.push(
        await new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
      );
    }
    return servers.map((server) => (server.address() as net.AddressInfo).port);
  } finally {
    await Promise.all(
      servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
  }
}

/** Polls `url` until it answers 2xx; fails with the process output after `timeoutMs`. */
export async function waitForHttp(url: string, managed: Managed, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (managed.child.exitCode !== null) {
      throw new Error(`${managed.name} exited (${managed.child.exitCode}):\n${managed.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${managed.name} not ready at ${url} within ${timeoutMs} ms:\n${managed.output()}`,
  );
}

/** Runs `work` but gives up after `timeoutMs` with a clear message. */
export async function withTimeout<T>(
  label: string,
  timeoutMs: number,
  work: Promise<T>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${label} took longer than ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
