// @ts-check
// Starts, waits for and stops the product's processes, for npm start, npm test, the browser tests,
// the bench and the reliability tests (decision 100): execa starts them, wait-on waits for HTTP.
// CommonJS, for the scripts and Jest alike; it loads execa (ESM) through Node's require(esm).
'use strict';
const path = require('node:path');
const { execa } = require('execa');
const waitOn = require('wait-on');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

const OUTPUT_LIMIT = 64_000;
const DEFAULT_GRACE_MS = 10_000;
const DEFAULT_READY_MS = 60_000;
/** wait-on cannot be cancelled: it polls in rounds this long, so it ends soon after the process. */
const WAIT_ON_ROUND_MS = 1_000;
const COLOURS = [36, 33, 35, 32, 34, 31, 96, 93];

/**
 * @typedef {object} ProcessOptions
 * @property {string} name shown before its lines and in errors
 * @property {string} command
 * @property {readonly string[]} args
 * @property {string} [cwd] the repository's root unless given
 * @property {NodeJS.ProcessEnv} [env] ours unless given (not merged with ours)
 * @property {'keep' | 'prefix' | 'inherit'} [output] `keep` (default): its recent output kept
 *   for output() and errors; `prefix`: its lines on ours after `[name]`; `inherit`: on ours as is
 * @property {NodeJS.WritableStream | null} [echo] with `keep`: also copied here as it comes
 * @property {boolean} [ownGroup] its own process group, killed whole when it does not stop in time
 * @property {boolean} [ipc] a message channel (`child.send`, `process.send` in the child)
 */
/** @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Exit */
/**
 * @typedef {object} ProductProcess
 * @property {string} name
 * @property {import('execa').ResultPromise<{ ipc: true, all: true }>} child (ipc: when asked for)
 * @property {number} pid
 * @property {Promise<Exit>} exited resolves once it has exited (code null: a signal ended it)
 * @property {() => string} output its recent output, stdout and stderr (`keep` only)
 * @property {(options?: { graceMs?: number }) => Promise<void>} stop SIGTERM, SIGKILL after graceMs
 * @property {() => Promise<void>} kill SIGKILL now
 */

/** @type {Map<ProductProcess, () => void>} started here and not exited yet, with their SIGKILL */
const running = new Map();
// A process we started never outlives us, whatever way we exit. Ours rather than execa's `cleanup`
// (signal-exit): that one kills no process group, and breaks in Jest's sandbox (decision 100).
process.on('exit', () => running.forEach((killNow) => killNow()));

/** @param {number} pid @param {NodeJS.Signals} signal */
function signalProcess(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

let coloursUsed = 0;
/** @param {'keep' | 'prefix' | 'inherit'} output @param {string} name @returns {import('execa').Options} */
function stdio(output, name) {
  if (output === 'inherit') return { stdout: 'inherit', stderr: 'inherit' };
  if (output === 'keep') return { all: true };
  const text = `[${name}]`.padEnd(17);
  const colour = COLOURS[coloursUsed++ % COLOURS.length];
  const isColoured = process.stdout.isTTY && !process.env.NO_COLOR;
  const label = isColoured ? `\x1b[${colour}m${text}\x1b[0m` : text;
  const prefix = function* (/** @type {unknown} */ line) {
    yield `${label} ${String(line)}`;
  };
  return { stdout: [prefix, 'inherit'], stderr: [prefix, 'inherit'] };
}

/** Starts `command` and keeps track of it until it exits. @param {ProcessOptions} options */
function startProcess(options) {
  const { name, command, args, output = 'keep', echo = null, ownGroup = false } = options;
  const child = /** @type {ProductProcess['child']} */ (
    execa(command, [...args], {
      cwd: options.cwd ?? REPO_ROOT,
      env: options.env ?? process.env,
      extendEnv: false,
      stdin: 'ignore',
      ...stdio(output, name),
      ipc: options.ipc ?? false,
      detached: ownGroup,
      buffer: false,
      reject: false,
      cleanup: false,
      forceKillAfterDelay: false,
    })
  );
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  const pid = child.pid;
  /** @type {Promise<Exit>} */
  const exited = child.then((result) => ({
    code: result.exitCode ?? null,
    signal: result.signal ?? null,
  }));
  let kept = '';
  child.all?.on('data', (/** @type {Uint8Array} */ chunk) => {
    kept = (kept + Buffer.from(chunk).toString()).slice(-OUTPUT_LIMIT);
    echo?.write(chunk);
  });
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const killNow = () => isRunning() && signalProcess(ownGroup ? -pid : pid, 'SIGKILL');
  /** @type {ProductProcess} */
  const proc = {
    name,
    child,
    pid,
    exited,
    output: () => kept,
    async stop({ graceMs = DEFAULT_GRACE_MS } = {}) {
      // SIGTERM to the process alone: it stops what it started itself (a second SIGTERM would
      // cut a server's graceful close short).
      if (isRunning()) signalProcess(pid, 'SIGTERM');
      const timer = setTimeout(killNow, graceMs);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      killNow();
      await exited;
    },
  };
  running.set(proc, killNow);
  void exited.then(() => running.delete(proc));
  return proc;
}

/**
 * Runs `command` to its end; rejects when it fails (with its output, unless it was shown).
 * @param {ProcessOptions} options
 * @returns {Promise<string>} its output (`keep`)
 */
async function runProcess(options) {
  const proc = startProcess(options);
  const exit = await proc.exited;
  if (exit.code === 0) return proc.output();
  const command = [options.command, ...options.args].join(' ');
  throw withOutput(proc, `${command} failed (${exit.signal ?? `exit code ${exit.code}`})`);
}

/** @param {Exit} exit */
const describeExit = ({ code, signal }) =>
  signal ? `was killed by ${signal}` : `exited with code ${code}`;

/** True for 2xx, as `response.ok`. @param {number} status */
const isOkStatus = (status) => status >= 200 && status < 300;

/** @param {ProductProcess} proc @param {string} message */
function withOutput(proc, message) {
  const output = proc.output();
  return new Error(output ? `${message}:\n${output}` : message);
}

/**
 * What `wait` resolves with; rejects, naming the process with its recent output, when it exits
 * first or `timeoutMs` passes. `wait`'s signal is aborted once settled.
 * @template T
 * @param {ProductProcess} proc @param {string} awaited e.g. "an answer from <url>"
 * @param {number} timeoutMs @param {(signal: AbortSignal) => Promise<T>} wait
 * @returns {Promise<T>}
 */
async function whenReady(proc, awaited, timeoutMs, wait) {
  const controller = new AbortController();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const timedOut = new Promise((_, reject) => {
    const message = `${proc.name} was not ready within ${Math.round(timeoutMs / 1000)} s (waiting for ${awaited})`;
    timer = setTimeout(() => reject(withOutput(proc, message)), timeoutMs);
  });
  const exitedFirst = proc.exited.then((exit) => {
    const message = `${proc.name} ${describeExit(exit)} before it was ready (waiting for ${awaited})`;
    throw withOutput(proc, message);
  });
  try {
    return await Promise.race([wait(controller.signal), exitedFirst, timedOut]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/**
 * Waits until a GET of `url` answers with a status `isReady` accepts (by default: below 500).
 * @param {ProductProcess} proc @param {string} url
 * @param {{ timeoutMs?: number, isReady?: (status: number) => boolean }} [options]
 * @returns {Promise<void>}
 */
function waitForHttp(proc, url, options = {}) {
  const { timeoutMs = DEFAULT_READY_MS, isReady = (status) => status < 500 } = options;
  return whenReady(proc, `an answer from ${url}`, timeoutMs, async (signal) => {
    const resources = [url.replace(/^http(s?):/, 'http$1-get:')];
    while (!signal.aborted) {
      const round = { resources, timeout: WAIT_ON_ROUND_MS, interval: 200, httpTimeout: 2_000 };
      try {
        return await waitOn({ ...round, validateStatus: isReady, proxy: false });
      } catch (error) {
        if (!(error instanceof Error && error.message.startsWith('Timed out'))) throw error;
      }
    }
  });
}

/**
 * Waits until its output (`keep`) matches `pattern`; resolves with the match.
 * @param {ProductProcess} proc @param {RegExp} pattern @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<RegExpExecArray>}
 */
function waitForOutput(proc, pattern, { timeoutMs = DEFAULT_READY_MS } = {}) {
  const awaited = `output matching ${String(pattern)}`;
  return whenReady(proc, awaited, timeoutMs, (signal) => {
    const stream = proc.child.all;
    /** @type {Promise<RegExpExecArray>} */
    return new Promise((resolve) => {
      const check = () => {
        const match = pattern.exec(proc.output());
        if (match) resolve(match);
      };
      // After the `keep` listener, added first: output() already holds the chunk.
      stream?.on('data', check);
      signal.addEventListener('abort', () => stream?.off('data', check));
      check();
    });
  });
}

/**
 * Waits for a message (`ipc`) that `isReady` accepts; resolves with it.
 * @param {ProductProcess} proc @param {(message: unknown) => boolean} isReady
 * @param {{ timeoutMs?: number }} [options] @returns {Promise<unknown>}
 */
function waitForMessage(proc, isReady, { timeoutMs = DEFAULT_READY_MS } = {}) {
  return whenReady(proc, 'its ready message', timeoutMs, () =>
    proc.child.getOneMessage({ filter: isReady }),
  );
}

/** Stops every process started here that is still running. */
async function stopAllProcesses() {
  await Promise.all([...running.keys()].map((proc) => proc.stop()));
}

module.exports = {
  REPO_ROOT,
  describeExit,
  isOkStatus,
  runProcess,
  startProcess,
  stopAllProcesses,
  waitForHttp,
  waitForMessage,
  waitForOutput,
};
