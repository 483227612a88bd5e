// @ts-check
// A child's output on ours, line by line, each line after the child's name in its own colour:
// `npm start` and `npm test` interleave the output of several processes.
'use strict';
const { createInterface } = require('node:readline');

const COLOURS = [36, 33, 35, 32, 34, 31, 96, 93];
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
/** @type {Map<string, string>} */
const prefixes = new Map();

/** @param {string} name */
function label(name) {
  let prefix = prefixes.get(name);
  if (prefix === undefined) {
    const text = `[${name}]`.padEnd(17);
    const colour = COLOURS[prefixes.size % COLOURS.length];
    prefix = useColour ? `\x1b[${colour}m${text}\x1b[0m` : text;
    prefixes.set(name, prefix);
  }
  return prefix;
}

/**
 * Copies a stream to `target` line by line, each line prefixed with the child's name.
 * @param {NodeJS.ReadableStream | null} stream
 * @param {string} name
 * @param {NodeJS.WritableStream} target
 */
function pipeWithPrefix(stream, name, target) {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => target.write(`${label(name)} ${line}\n`));
}

module.exports = { pipeWithPrefix };
