// @ts-check
// Waiting until a process started by processes.cjs is ready: an HTTP answer, a line of its output
// or a message. Each wait gives up when the process exits first or the time runs out, with an error
// that names the process and carries its recent output.
'use strict';

/** @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Exit */
/** @typedef {import('./processes.cjs').ProductProcess} ProductProcess */

const POLL_MS = 200;

/** @param {Exit} exit */
function describeExit({ code, signal }) {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/**
 * An error saying `message`, followed by the process's recent output if it was kept.
 * @param {ProductProcess} proc
 * @param {string} message
 */
function withOutput(proc, message) {
  const output = proc.output();
  return new Error(output ? `${message}:\n${output}` : message);
}

/**
 * Resolves with what `watch` reports; rejects if the process exits first or `timeoutMs` passes.
 * @template T
 * @param {ProductProcess} proc
 * @param {string} awaited what it waits for, e.g. "an answer from <url>"
 * @param {number} timeoutMs
 * @param {(done: (value: T) => void) => () => void} watch starts watching, returns the stop
 * @returns {Promise<T>}
 */
function waitFor(proc, awaited, timeoutMs, watch) {
  return new Promise((resolve, reject) => {
    let isSettled = false;
    let unwatch = () => {};
    /** @param {() => void} settle */
    const finish = (settle) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      unwatch();
      settle();
    };
    const seconds = Math.round(timeoutMs / 1000);
    const timer = setTimeout(() => {
      const message = `${proc.name} was not ready within ${seconds} s (waiting for ${awaited})`;
      finish(() => reject(withOutput(proc, message)));
    }, timeoutMs);
    void proc.exited.then((exit) => {
      const message = `${proc.name} ${describeExit(exit)} before it was ready (waiting for ${awaited})`;
      finish(() => reject(withOutput(proc, message)));
    });
    unwatch = watch((value) => finish(() => resolve(value)));
    if (isSettled) unwatch();
  });
}

/** @param {number} status an HTTP status: true for 2xx, as `response.ok` */
function isOkStatus(status) {
  return status >= 200 && status < 300;
}

/**
 * Polls `url` until its answer's status passes `isReady` (by default: any below 500).
 * @param {ProductProcess} proc
 * @param {string} url
 * @param {{ timeoutMs?: number, isReady?: (status: number) => boolean }} [options]
 * @returns {Promise<void>}
 */
function waitForHttp(proc, url, { timeoutMs = 60_000, isReady = (status) => status < 500 } = {}) {
  return waitFor(proc, `an answer from ${url}`, timeoutMs, (done) => {
    let isWatching = true;
    void (async () => {
      while (isWatching) {
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
          await response.arrayBuffer();
          if (isReady(response.status)) return done(undefined);
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    })();
    return () => {
      isWatching = false;
    };
  });
}

/**
 * Waits until its output (`keep`) matches `pattern`; resolves with the match.
 * @param {ProductProcess} proc
 * @param {RegExp} pattern
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<RegExpExecArray>}
 */
function waitForOutput(proc, pattern, { timeoutMs = 60_000 } = {}) {
  return waitFor(proc, `output matching ${String(pattern)}`, timeoutMs, (done) => {
    const check = () => {
      const match = pattern.exec(proc.output());
      if (match) done(match);
    };
    // After the `keep` listener, which was added first: output() already holds the chunk.
    proc.child.stdout?.on('data', check);
    proc.child.stderr?.on('data', check);
    check();
    return () => {
      proc.child.stdout?.off('data', check);
      proc.child.stderr?.off('data', check);
    };
  });
}

/**
 * Waits for a message (`ipc`) that `isReady` accepts; resolves with it.
 * @param {ProductProcess} proc
 * @param {(message: unknown) => boolean} isReady
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<unknown>}
 */
function waitForMessage(proc, isReady, { timeoutMs = 60_000 } = {}) {
  return waitFor(proc, 'its ready message', timeoutMs, (done) => {
    /** @param {unknown} message */
    const onMessage = (message) => {
      if (isReady(message)) done(message);
    };
    proc.child.on('message', onMessage);
    return () => proc.child.off('message', onMessage);
  });
}

module.exports = {
  describeExit,
  isOkStatus,
  waitForHttp,
  waitForMessage,
  waitForOutput,
  withOutput,
};
