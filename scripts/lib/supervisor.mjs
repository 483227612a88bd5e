// @ts-check
// Runs the product’s servers as child processes: starts each and waits until it answers, stops
// them all cleanly, and stops everything when one of them dies unexpectedly.
import { describeExit, startProcess, waitForHttp } from './processes.cjs';

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
    /** @type {Map<string, import('./processes.cjs').ProductProcess>} */
    this.children = new Map();
    this.isStopping = false;
  }

  /** Starts one server and resolves once it answers at its readyUrl. @param {ServerSpec} spec */
  async start(spec) {
    if (this.children.has(spec.name)) throw new Error(`${spec.name} is already running`);
    const { name, command, args } = spec;
    const server = startProcess({ name, command, args, env: this.env, output: 'prefix' });
    this.children.set(name, server);
    void server.exited.then((exit) => {
      if (this.children.get(name) !== server) return; // stopped on purpose
      this.children.delete(name);
      setTimeout(() => {
        if (!this.isStopping) this.onCrash(name, describeExit(exit));
      }, CRASH_GRACE_MS);
    });
    await waitForHttp(server, spec.readyUrl, { timeoutMs: spec.readyTimeoutMs ?? 60_000 });
  }

  /** Stops one server on purpose (it is not a crash). @param {string} name */
  async stop(name) {
    const server = this.children.get(name);
    if (!server) return;
    this.children.delete(name);
    await server.stop({ graceMs: STOP_TIMEOUT_MS });
  }

  /** Stops every server, the most recently started first. */
  async stopAll() {
    this.isStopping = true;
    const running = [...this.children.values()].reverse();
    this.children.clear();
    await Promise.all(running.map((server) => server.stop({ graceMs: STOP_TIMEOUT_MS })));
  }
}
