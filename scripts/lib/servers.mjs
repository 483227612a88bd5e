// @ts-check
// `npm start`'s servers by name: each started and waited for until it answers, one that exits on
// its own reported as a crash, all stopped together (decision 100).
import { describeExit, startProcess, waitForHttp } from './processes.cjs';

/** @typedef {{ name: string, command: string, args: string[], readyUrl: string, readyTimeoutMs?: number }} ServerSpec */

const STOP_TIMEOUT_MS = 10_000;
/** Ctrl+C reaches the servers too: our own handler gets this long to mark the shutdown first. */
const CRASH_GRACE_MS = 500;

/**
 * Our servers by name. One that exits without being stopped here is a crash: `onCrash` is told.
 * @param {NodeJS.ProcessEnv} env
 * @param {(name: string, how: string) => void} onCrash
 */
export function serversOf(env, onCrash) {
  /** @type {Map<string, import('./processes.cjs').ProductProcess>} */
  const running = new Map();
  const servers = {
    isStopping: false,
    /** Starts one server and resolves once it answers at its readyUrl. @param {ServerSpec} spec */
    async start({ name, command, args, readyUrl, readyTimeoutMs = 60_000 }) {
      if (running.has(name)) throw new Error(`${name} is already running`);
      const server = startProcess({ name, command, args, env, output: 'prefix' });
      running.set(name, server);
      void server.exited.then((exit) => {
        if (running.get(name) !== server) return; // stopped on purpose
        setTimeout(() => servers.isStopping || onCrash(name, describeExit(exit)), CRASH_GRACE_MS);
      });
      await waitForHttp(server, readyUrl, { timeoutMs: readyTimeoutMs });
    },
    /** @param {string} name */
    async stop(name) {
      const server = running.get(name);
      running.delete(name);
      await server?.stop({ graceMs: STOP_TIMEOUT_MS });
    },
    /** Stops every server, the most recently started first. */
    async stopAll() {
      servers.isStopping = true;
      const all = [...running.values()].reverse();
      running.clear();
      await Promise.all(all.map((server) => server.stop({ graceMs: STOP_TIMEOUT_MS })));
    },
  };
  return servers;
}
