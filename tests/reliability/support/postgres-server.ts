import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  runProcess,
  startProcess,
  waitForOutput,
  type ProductProcess,
} from '../../../scripts/lib/processes.cjs';
import { findFreePorts } from '../../e2e/support/free-ports';

const PG_ROOT = '/usr/lib/postgresql';
const READY_TIMEOUT_MS = 60_000;
/** Logged once the server takes connections (a message of PostgreSQL itself, not translated). */
const READY = /database system is ready to accept connections/;

export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication). */
  url: string;
  /** A fast stop (clients cut off), then the cluster's folder goes. */
  stop(): Promise<void>;
}

function highestVersion(): string | undefined {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((name) => existsSync(path.join(PG_ROOT, name, 'bin', 'initdb')))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    : [];
  return versions.at(-1);
}

/** Whether PostgreSQL is installed the Debian way (README: optional outside CI). */
export function isPostgresInstalled(): boolean {
  return highestVersion() !== undefined;
}

/** The `bin` folder of the highest PostgreSQL installed the Debian way, or a clear error. */
function findBinaries(): string {
  const highest = highestVersion();
  if (!highest) {
    throw new Error(
      `PostgreSQL is not installed (no ${PG_ROOT}/<version>/bin/initdb): install Debian's ` +
        '`postgresql` package (apt-get install postgresql; .ci/run installs it).',
    );
  }
  return path.join(PG_ROOT, highest, 'bin');
}

const isRoot = () => process.getuid?.() === 0;

/**
 * initdb and postgres refuse to run as root: this machine and CI run as root, so there they run
 * as the `postgres` user the Debian package creates.
 */
function asPostgresUser(command: string, args: readonly string[]) {
  return isRoot()
    ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] }
    : { command, args };
}

/**
 * A throwaway PostgreSQL cluster for one test file: initdb into a fresh temporary folder, then the
 * server on a free port of 127.0.0.1 (its socket in that folder, fsync off: nothing here has to
 * survive a power cut). The test file stops it in afterAll; started through processes.cjs in a
 * process group of its own, so a kill also reaches the server that runuser started.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = findBinaries();
  const root = mkdtempSync(path.join(tmpdir(), 'property-site-pg-'));
  const data = path.join(root, 'data');
  let server: ProductProcess | null = null;
  const removeRoot = () =>
    rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  try {
    if (isRoot()) {
      await runProcess({ name: 'chown', command: 'chown', args: ['postgres:postgres', root] });
    }
    await runProcess({
      name: 'initdb',
      ...asPostgresUser(path.join(bin, 'initdb'), [
        '-D',
        data,
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--no-locale',
        '-U',
        'postgres',
      ]),
    });
    const [port] = await findFreePorts(1);
    server = startProcess({
      name: 'PostgreSQL',
      ...asPostgresUser(path.join(bin, 'postgres'), [
        '-D',
        data,
        '-c',
        'listen_addresses=127.0.0.1',
        '-p',
        String(port),
        '-k',
        root,
        '-c',
        'fsync=off',
      ]),
      // runuser's child is in runuser's group: a kill of the group reaches the server itself.
      ownGroup: true,
    });
    await waitForOutput(server, READY, { timeoutMs: READY_TIMEOUT_MS });
    const running = server;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        await runProcess({
          name: 'pg_ctl stop',
          ...asPostgresUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']),
        }).catch(() => running.kill());
        await running.exited;
        removeRoot();
      },
    };
  } catch (error) {
    await server?.kill();
    removeRoot();
    throw error;
  }
}
