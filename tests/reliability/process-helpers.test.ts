// What scripts/lib/processes.cjs adds to execa and wait-on (decision 100): a stubborn or orphaned
// process never outlives us, and a wait ends as soon as the process does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  REPO_ROOT,
  startProcess,
  waitForHttp,
  waitForOutput,
  type ProductProcess,
} from '../../scripts/lib/processes.cjs';
import { findFreePorts } from '../e2e/support/free-ports';

jest.setTimeout(120_000);

const PROCESSES = JSON.stringify(path.join(REPO_ROOT, 'scripts', 'lib', 'processes.cjs'));
/** Node code for a process that ignores SIGTERM and lives until it is killed. */
const STUBBORN = "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000);";

/**
 * Node code that ignores SIGTERM, starts `code` with the module (in the same process group),
 * prints `<label> <pid>` of what it started, then runs `then`.
 */
function starter(label: string, code: string, then: string): string {
  return [
    "process.on('SIGTERM', () => {});",
    `const { startProcess } = require(${PROCESSES});`,
    `const started = startProcess({ name: '${label}', command: process.execPath,`,
    `  args: ['-e', ${JSON.stringify(code)}] });`,
    `console.log('${label} ' + started.pid);`,
    then,
  ].join('\n');
}

/** False once `pid` has ended (a zombie left for a parent that is gone counts as ended). */
function isRunning(pid: number): boolean {
  try {
    const state = /^\d+ \(.*\) (\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
    return state !== undefined && state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

async function isGoneSoon(pid: number): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (!isRunning(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const leftovers: number[] = [];
const started: ProductProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((proc) => proc.kill()));
  for (const pid of leftovers.filter(isRunning)) process.kill(pid, 'SIGKILL');
});

describe('the process helpers', () => {
  it('kill the whole process group of a process that ignores SIGTERM, after the grace period', async () => {
    const stubborn = startProcess({
      name: 'stubborn',
      command: process.execPath,
      args: ['-e', starter('grandchild', STUBBORN, 'setInterval(() => {}, 1000);')],
      ownGroup: true,
    });
    started.push(stubborn);
    const grandchild = Number((await waitForOutput(stubborn, /grandchild (\d+)/))[1]);
    leftovers.push(grandchild);

    await stubborn.stop({ graceMs: 500 });

    expect(await stubborn.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await isGoneSoon(grandchild)).toBe(true);
  });

  it('end what a process started when it exits without stopping it', async () => {
    const parent = startProcess({
      name: 'parent',
      command: process.execPath,
      args: ['-e', starter('child', STUBBORN, 'process.exit(0);')],
    });
    started.push(parent);
    const child = Number((await waitForOutput(parent, /child (\d+)/))[1]);
    leftovers.push(child);

    expect(await parent.exited).toEqual({ code: 0, signal: null });
    expect(await isGoneSoon(child)).toBe(true);
  });

  it('stop waiting for an answer as soon as the process exits, and say what it printed', async () => {
    const [port] = await findFreePorts(1);
    const failing = startProcess({
      name: 'failing',
      command: process.execPath,
      args: ['-e', "console.error('cannot listen: no such setting'); process.exit(3);"],
    });
    started.push(failing);

    await expect(
      waitForHttp(failing, `http://127.0.0.1:${port}/`, { timeoutMs: 60_000 }),
    ).rejects.toThrow(/failing exited with code 3 before it was ready[^]*no such setting/);
  });
});
