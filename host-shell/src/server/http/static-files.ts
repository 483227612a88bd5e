// A build's files as the host's and the remotes' servers serve them (docs/decisions/076): entry
// files revalidated on every load, content-hashed files kept forever, the build's brotli and gzip
// copies (written by the build, tools/federation) to browsers that take them, and never a source
// map, the build statistics or, unless asked, the server build.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
 * this is for a copy that got in anyway.
 */
const PRIVATE_FILE = /(\.map|^mf-stats\.json)$/i;

/** Cache policy by file name: entry points are revalidated on every load, hashed files never. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * False for what is never served: source maps, build statistics (any copy), and the server
 * build unless `serverFolder` (a remote's, which the host's server loads over HTTP).
 */
export function isServable(pathname: string, { serverFolder = false } = {}): boolean {
  const normal = path.posix.normalize(`/${pathname}`);
  const name = path.posix.basename(normal).replace(/\.(br|gz)$/i, '');
  if (!serverFolder && normal.startsWith(`/${SERVER_FOLDER}/`)) return false;
  return !PRIVATE_FILE.test(name);
}

/** An address with no file extension is a page of the site, never a file of the build. */
export const isPageAddress = (pathname: string): boolean => !path.posix.extname(pathname);

/**
 * Serves `root`'s files on `app`. `serverFolder`: also dist/server/ (a remote's). `pages`: the
 * site's page addresses are left to the page route (looking for a file of that name first, three
 * stats with the compressed copies, cost more than a cached page itself).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { root, serverFolder, pages }: { root: string; serverFolder: boolean; pages: boolean },
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    allowedPath: (pathname) =>
      !(pages && isPageAddress(pathname)) && isServable(pathname, { serverFolder }),
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
    },
  });
}
