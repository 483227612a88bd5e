// `npm start` checks its ports before it builds or starts anything, and says which is taken and
// which setting moves it (decision 094). Runs the real start script against a port we hold.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/processes.cjs';
import { findFreePorts } from '../e2e/support/free-ports';

jest.setTimeout(60_000);

function hold(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function runStart(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs')], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

it('refuses to start, before building anything, when a port is taken, naming it and its setting', async () => {
  const [api, site, pub, properties, masters, users] = await findFreePorts(6);
  const held = await hold(site ?? 0);
  try {
    const started = Date.now();
    const { code, output } = await runStart({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      API_PORT: String(api),
      PORT: String(site),
      MFE_PUBLIC_PORT: String(pub),
      MFE_PROPERTIES_PORT: String(properties),
      MFE_MASTERS_PORT: String(masters),
      MFE_USERS_PORT: String(users),
      DATA_DIR: path.join(REPO_ROOT, 'data', 'never-used-by-port-check'),
    });
    expect(code).toBe(1);
    expect(output).toContain(
      `port ${site} (site) is taken: stop what uses it, or set PORT to a free port`,
    );
    expect(output).not.toContain(`port ${api}`);
    expect(output).not.toContain('The property site is running');
    expect(output).not.toMatch(/build/i);
    // Nothing was built or started: the answer comes in seconds, not after a build.
    expect(Date.now() - started).toBeLessThan(20_000);
  } finally {
    await new Promise<void>((resolve) => held.close(() => resolve()));
  }
});
