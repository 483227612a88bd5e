// Child processes with prefixed output, and waiting for a server to answer.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from './apps.mjs';

const COLOURS = [36, 33, 35, 32, 34, 31, 96, 93];
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const prefixes = new Map();

function label(name) {
  if (!prefixes.has(name)) {
    const text = `[${name}]`.padEnd(17);
    const colour = COLOURS[prefixes.size % COLOURS.length];
    prefixes.set(name, useColour ? `\x1b[${colour}m${text}\x1b[0m` : text);
  }
  return prefixes.get(name);
}

/** Copies a stream to our output line by line, each line prefixed with the child's name. */
export function pipeWithPrefix(stream, name, target) {
  createInterface({ input: stream }).on('line', (line) => target.write(`${label(name)} ${line}\n`));
}

/**
 * Spawns a long-running child in the repository root with prefixed output.
 * @returns {import('node:child_process').ChildProcess}
 */
export function spawnPrefixed(name, command, args, { env = process.env } = {}) {
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  pipeWithPrefix(child.stdout, name, process.stdout);
  pipeWithPrefix(child.stderr, name, process.stderr);
  return child;
}

/** Runs a command to completion with prefixed output; rejects when it fails. */
export function runCommand(command, args, { prefix, env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnPrefixed(prefix ?? command, command, args, { env });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` until it answers (any status below 500), the child exits, or the time runs out.
 * @param {string} url
 * @param {{ child?: import('node:child_process').ChildProcess, timeoutMs?: number }} [options]
 */
export async function waitUntilAnswering(url, { child, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`it exited before answering ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`no answer from ${url} within ${Math.round(timeoutMs / 1000)} s`);
}
