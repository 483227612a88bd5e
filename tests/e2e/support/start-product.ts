import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess, waitForMessage } from '../../../scripts/lib/processes.cjs';
import { findFreePorts } from './free-ports';
import { REMOTE_NAMES, REMOTE_PACKAGES, REPO_ROOT, type RemoteName } from './paths';
import { SEEDED_FROM, SEED_SETTINGS, TEST_ADMIN } from './seed-settings';
import { SEEDED_DATA_ENV } from './seeded-data';

export { TEST_ADMIN };


const READY_TIMEOUT_MS = 180_000;
/** Every product started by this test file and not yet stopped (see stopAllProducts). */
const running = new Set<() => Promise<void>>();
const STOP_TIMEOUT_MS = 15_000;

export interface StartedProduct {
  siteUrl: string;
  apiUrl: string;
  remoteUrls: Record<RemoteName, string>;
  admin: { username: string; password: string };
  dataDir: string;
  /** Stops one remote's static server (the rest keeps running). */
  stopRemote(name: RemoteName): Promise<void>;
  /** Starts a remote's static server again on its port, optionally serving another build. */
  startRemote(name: RemoteName, options?: { root?: string }): Promise<void>;
  /** The product’s recent console output (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

interface ControlReply {
  id?: number;
  type?: string;
  ok?: boolean;
  error?: string;
}

function assertBuilt(): void {
  const missing = ['host-shell', ...Object.values(REMOTE_PACKAGES)].filter((pkg) => {
    const marker = pkg === 'host-shell' ? 'index.html' : 'remoteEntry.js';
    return !existsSync(path.join(REPO_ROOT, pkg, 'dist', marker));
  });
  if (missing.length > 0) {
    throw new Error(
      `Not built: ${missing.join(', ')}. Run \`npm test\` (it builds) or \`npm run build\`.`,
    );
  }
}

/**
 * Starts the product exactly as `npm start` does (`node scripts/start.mjs --no-build`), on free
 * ports of 127.0.0.1 with a fresh data folder, a known admin password and the demo data: a copy of
 * the run's seeded folder (seeded-data.ts) when there is one and the options keep its settings,
 * else a first start's own.
 */
export async function startProduct(
  options: { env?: Record<string, string> } = {},
): Promise<StartedProduct> {
  assertBuilt();
  const [sitePort, apiPort, ...remotePorts] = await findFreePorts(2 + REMOTE_NAMES.length);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'property-site-e2e-'));
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const remoteUrls = Object.fromEntries(
    REMOTE_NAMES.map((name, index) => [name, `http://127.0.0.1:${remotePorts[index]}`]),
  ) as Record<RemoteName, string>;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(sitePort),
    API_PORT: String(apiPort),
    MFE_PUBLIC_PORT: String(remotePorts[0]),
    MFE_PROPERTIES_PORT: String(remotePorts[1]),
    MFE_MASTERS_PORT: String(remotePorts[2]),
    MFE_USERS_PORT: String(remotePorts[3]),
    DATA_DIR: dataDir,
    ...SEED_SETTINGS,
    PUBLIC_SITE_URL: siteUrl,
    API_PUBLIC_URL: '',
    MFE_PUBLIC_URL: '',
    MFE_PROPERTIES_URL: '',
    MFE_MASTERS_URL: '',
    MFE_USERS_URL: '',
    LOG_LEVEL: 'warn',
    NO_COLOR: '1',
    // Every browser and request of the suite comes from 127.0.0.1: to the host's render limit,
    // one client asking for everyone (fair-rendering.e2e.test.ts sets a limit of its own).
    RENDER_LIMIT_PER_MINUTE: '0',
    ...options.env,
  };

  const seeded = process.env[SEEDED_DATA_ENV];
  const keepsSeed = SEEDED_FROM.every((name) => !(name in (options.env ?? {})));
  if (seeded && existsSync(seeded) && keepsSeed) cpSync(seeded, dataDir, { recursive: true });

  // Its own process group, so that one signal reaches every server even if start.mjs is killed.
  const product = startProcess({
    name: 'npm start',
    command: process.execPath,
    args: ['scripts/start.mjs', '--no-build'],
    env,
    ipc: true,
    ownGroup: true,
    echo: process.env.E2E_VERBOSE ? process.stdout : null,
  });
  const { child } = product;

  let nextId = 1;
  const control = (message: { type: string; name: RemoteName; root?: string }) =>
    new Promise<void>((resolve, reject) => {
      const id = nextId++;
      const onMessage = (reply: ControlReply) => {
        if (reply.id !== id) return;
        child.off('message', onMessage);
        if (reply.ok) resolve();
        else reject(new Error(`${message.type} ${message.name}: ${reply.error ?? 'failed'}`));
      };
      child.on('message', onMessage);
      child.send({ ...message, id });
    });

  const stop = async () => {
    running.delete(stop);
    await product.stop({ graceMs: STOP_TIMEOUT_MS });
    // Servers still closing their last connections may hold the folder briefly.
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };

  running.add(stop);
  try {
    await waitForMessage(product, (message) => (message as ControlReply | null)?.type === 'ready', {
      timeoutMs: READY_TIMEOUT_MS,
    });
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    siteUrl,
    apiUrl,
    remoteUrls,
    admin: { ...TEST_ADMIN },
    dataDir,
    stopRemote: (name) => control({ type: 'stop-remote', name }),
    startRemote: (name, startOptions = {}) =>
      control({ type: 'start-remote', name, ...startOptions }),
    output: () => product.output(),
    stop,
  };
}

/**
 * Stops every product this test file started, including one still starting when a hook timed
 * out, so no server outlives its tests.
 */
export async function stopAllProducts(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}
