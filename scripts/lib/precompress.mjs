// @ts-check
// Brotli and gzip copies of a build's text files, written once beside them (`x.js.br`,
// `x.js.gz`), so the static server answers compressed without compressing on every request.
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|json|html|css|svg|txt)$/;
/** Below this size compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * @param {string} dir
 * @returns {string[]}
 */
function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** @param {string} copy @param {number} sourceMtimeMs */
function isFresh(copy, sourceMtimeMs) {
  try {
    return statSync(copy).mtimeMs >= sourceMtimeMs;
  } catch {
    return false;
  }
}

/**
 * Writes through a temporary name: a server never serves a half-written copy.
 * @param {string} file
 * @param {Buffer} data
 */
function writeAtomically(file, data) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/**
 * Compresses every compressible file of `dir` that has no up-to-date copy yet.
 * @param {string} dir
 * @returns {number} the number of files compressed
 */
export function precompressDir(dir) {
  let count = 0;
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const { size, mtimeMs } = statSync(file);
    if (size < MIN_BYTES) continue;
    if (isFresh(`${file}.br`, mtimeMs) && isFresh(`${file}.gz`, mtimeMs)) continue;
    const content = readFileSync(file);
    writeAtomically(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }),
    );
    writeAtomically(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}
