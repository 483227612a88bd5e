// @ts-check
// The one place that starts the product’s processes, for `npm start`, `npm test`, the browser
// tests, the bench and the reliability tests: it spawns a command, waits until it is ready (an HTTP
// answer, a line of output or a message: process-readiness.cjs), and stops it (SIGTERM, then
// SIGKILL after a grace period). CommonJS, so that the ES-module scripts and the TypeScript
// harnesses (which Jest compiles to CommonJS) load this same file.
'use strict';
const { spawn } = require('node:child_process');
const path = require('node:path');
const { pipeWithPrefix } = require('./prefixed-output.cjs');
const {
  describeExit,
  isOkStatus,
  waitForHttp,
  waitForMessage,
  waitForOutput,
  withOutput,
} = require('./process-readiness.cjs');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const OUTPUT_LIMIT = 64_000;
const DEFAULT_GRACE_MS = 10_000;

/**
 * @typedef {object} ProcessOptions
 * @property {string} name shown before its lines and in errors
 * @property {string} command
 * @property {readonly string[]} args
 * @property {string} [cwd] the repository's root unless given
 * @property {NodeJS.ProcessEnv} [env] ours unless given
 * @property {'keep' | 'prefix' | 'inherit'} [output] `keep` (the default): its recent output,
 *   for output() and error messages; `prefix`: each line on our own output after `[name]`;
 *   `inherit`: it writes to our terminal itself
 * @property {NodeJS.WritableStream | null} [echo] with `keep`: also copied here as it comes
 * @property {boolean} [ownGroup] in a process group of its own: its whole group is killed when it
 *   does not stop in time, or when we exit (it may have started processes of its own)
 * @property {boolean} [ipc] a message channel (`child.send`, `process.send` in the child)
 */

/** @typedef {import('./process-readiness.cjs').Exit} Exit */

/**
 * @typedef {object} ProductProcess
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {number} pid
 * @property {Promise<Exit>} exited resolves once it has exited (code null: a signal ended it)
 * @property {() => string} output its recent output, stdout and stderr (`keep` only)
 * @property {(options?: { graceMs?: number }) => Promise<void>} stop SIGTERM, then SIGKILL after
 *   `graceMs` (10 s unless given); resolves once it has exited
 * @property {() => Promise<void>} kill SIGKILL now; resolves once it has exited
 */

/** @type {Set<ProductProcess>} started here and not exited yet */
const running = new Set();
/** @type {Map<ProductProcess, () => void>} */
const killers = new Map();

/** A process we started never outlives us, whatever way we exit. */
function killAllNow() {
  for (const kill of killers.values()) kill();
}

/**
 * Starts `command` and keeps track of it until it exits.
 * @param {ProcessOptions} options
 * @returns {ProductProcess}
 */
function startProcess(options) {
  const { name, command, args, output = 'keep', echo = null, ownGroup = false } = options;
  const piped = output === 'inherit' ? 'inherit' : 'pipe';
  const child = spawn(command, [...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', piped, piped, ...(options.ipc ? /** @type {const} */ (['ipc']) : [])],
    detached: ownGroup,
  });
  /** @type {Promise<Exit>} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // Failing to start emits this (with no pid, see below); so does a failed kill or message, after
    // which the process runs on.
    child.on('error', () => {
      if (child.pid === undefined) resolve({ code: null, signal: null });
    });
  });
  if (child.pid === undefined) {
    throw new Error(`${name}: could not start ${command}`);
  }
  const pid = child.pid;
  let kept = '';
  if (output === 'prefix') {
    pipeWithPrefix(child.stdout, name, process.stdout);
    pipeWithPrefix(child.stderr, name, process.stderr);
  } else if (output === 'keep') {
    /** @param {Buffer} chunk */
    const keep = (chunk) => {
      kept = (kept + chunk.toString()).slice(-OUTPUT_LIMIT);
      echo?.write(chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  /** @param {NodeJS.Signals} signal @param {boolean} toGroup */
  const send = (signal, toGroup) => {
    if (!isRunning()) return;
    try {
      process.kill(toGroup ? -pid : pid, signal);
    } catch {
      // Already gone.
    }
  };
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
      send('SIGTERM', false);
      const timer = setTimeout(() => send('SIGKILL', ownGroup), graceMs);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      send('SIGKILL', ownGroup);
      await exited;
    },
  };
  if (killers.size === 0) process.on('exit', killAllNow);
  killers.set(proc, () => send('SIGKILL', ownGroup));
  running.add(proc);
  void exited.then(() => {
    running.delete(proc);
    killers.delete(proc);
    if (killers.size === 0) process.off('exit', killAllNow);
  });
  return proc;
}

/**
 * Runs `command` to its end; rejects when it fails (with its output, unless it was shown).
 * @param {ProcessOptions} options
 * @returns {Promise<string>} its output (`keep`)
 */
async function runProcess(options) {
  const proc = startProcess(options);
  const { code, signal } = await proc.exited;
  if (code === 0) return proc.output();
  const command = [options.command, ...options.args].join(' ');
  throw withOutput(proc, `${command} failed (${signal ?? `exit code ${code}`})`);
}

/** Stops every process started here that is still running. */
async function stopAllProcesses() {
  await Promise.all([...running].map((proc) => proc.stop()));
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
