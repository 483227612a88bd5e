// Runs the product's servers as child processes: starts each and waits until it answers, stops
// them all cleanly, and stops everything when one of them dies unexpectedly.
import { spawnPrefixed, waitUntilAnswering } from './processes.mjs';

const STOP_TIMEOUT_MS = 10_000;
/** A child that exits right as Ctrl+C reaches the whole terminal process group is not a crash:
 * give our own signal handler this long to mark the shutdown before calling it one. */
const CRASH_GRACE_MS = 500;

/**
 * @typedef {object} ServerSpec
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {string} readyUrl polled until it answers
 * @property {number} [readyTimeoutMs]
 */

export class Supervisor {
  /** @param {{ env: NodeJS.ProcessEnv, onCrash: (name: string, how: string) => void }} options */
  constructor({ env, onCrash }) {
    this.env = env;
    this.onCrash = onCrash;
    /** @type {Map<string, import('node:child_process').ChildProcess>} */
    this.children = new Map();
    this.isStopping = false;
  }

  /** Starts one server and resolves once it answers at its readyUrl. @param {ServerSpec} spec */
  async start(spec) {
    if (this.children.has(spec.name)) throw new Error(`${spec.name} is already running`);
    const child = spawnPrefixed(spec.name, spec.command, spec.args, { env: this.env });
    this.children.set(spec.name, child);
    child.on('exit', (code, signal) => {
      if (this.children.get(spec.name) !== child) return; // stopped on purpose
      this.children.delete(spec.name);
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      setTimeout(() => {
        if (!this.isStopping) this.onCrash(spec.name, how);
      }, CRASH_GRACE_MS);
    });
    try {
      await waitUntilAnswering(spec.readyUrl, { child, timeoutMs: spec.readyTimeoutMs ?? 60_000 });
    } catch (error) {
      throw new Error(`${spec.name} did not start: ${error.message}`);
    }
  }

  /** Stops one server on purpose (it is not a crash). */
  async stop(name) {
    const child = this.children.get(name);
    if (!child) return;
    this.children.delete(name);
    await terminate(child);
  }

  /** Stops every server, the most recently started first. */
  async stopAll() {
    this.isStopping = true;
    const running = [...this.children.entries()].reverse();
    this.children.clear();
    await Promise.all(running.map(([, child]) => terminate(child)));
  }
}

/** SIGTERM, then SIGKILL if the child has not exited within STOP_TIMEOUT_MS. */
function terminate(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
