// @ts-check
// Which files of a build the static server answers, and how long browsers may keep them.
import path from 'node:path';

export const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'index.html']);
const CONTENT_HASHED = /\.[0-9a-f]{8,}\./;
/**
 * An app's build for Node (decision 088): a remote's is fetched by the host's server, the host's
 * own is run by it.
 */
export const SERVER_FOLDER = 'server';
/**
 * Written by a build for us, never for browsers: source maps (full sources) and the federation
 * build statistics. The builds keep them out of dist/ (tools/federation/private-build-files.cjs);
 * this is for a copy that got in anyway (docs/decisions/076).
 */
const PRIVATE_FILE = /(\.map|^mf-stats\.json)$/i;

/**
 * Cache policy by file name: entry points are revalidated on every load, hashed files never.
 * @param {string} filePath
 */
export function cacheControlFor(filePath) {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * False for what is never served: source maps, build statistics (any copy), and the server
 * build unless `serverFolder` (a remote's, which the host's server loads over HTTP).
 * @param {string} pathname
 * @param {{ serverFolder?: boolean }} [options]
 */
export function isServable(pathname, { serverFolder = false } = {}) {
  const normal = path.posix.normalize(`/${pathname}`);
  const name = path.posix.basename(normal).replace(/\.(br|gz)$/i, '');
  if (!serverFolder && normal.startsWith(`/${SERVER_FOLDER}/`)) return false;
  return !PRIVATE_FILE.test(name);
}
