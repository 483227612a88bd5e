// @ts-check
// The public pages the host's server can name in its page: their routes come from host-shell's
// build (dist/page-routes.json, written from its route table), the scripts each page needs from its
// remote's mf-manifest.json (remote-files.mjs). Preloaded from the page, a page's own chunks
// download with the shell's instead of after the remote's entry has run (docs/decisions/071).
// Staff pages are never named: a visitor must not download them, and the server does not know
// who is asking.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('./runtime-config.mjs').RuntimeConfig} RuntimeConfig */
/**
 * A public page a path opens (see createPageRoutes' match).
 * @typedef {object} OpenedPage
 * @property {string} page `<remote>/<expose>`, as host-shell's route table names it
 * @property {Record<string, string>} params the route's parameters
 * @property {string} remoteEntry its remote's entry as the browser reaches it
 * @property {string} readEntry its remote's entry as this server reaches it
 */
/**
 * What this server reads of a remote's mf-manifest.json: each expose's first scripts.
 * @typedef {{ exposes?: { name?: unknown, assets?: { js?: { sync?: unknown } } }[] }} Manifest
 */

/**
 * The parameters of a path a route pattern ('/details/:property_id') matches, as the router reads
 * them ({ property_id: '24' }), or null when it does not match.
 * @param {string} pattern
 * @param {string} pathname
 */
function matchParams(pattern, pathname) {
  const wanted = pattern.split('/');
  const given = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).split('/');
  const isMatch =
    wanted.length === given.length &&
    wanted.every((part, index) =>
      part.startsWith(':') ? given[index] !== '' : part === given[index],
    );
  if (!isMatch) return null;
  /** @type {Record<string, string>} */
  const params = {};
  for (const [index, part] of wanted.entries()) {
    if (!part.startsWith(':')) continue;
    try {
      // Present: the path has as many parts as the pattern.
      params[part.slice(1)] = decodeURIComponent(given[index] ?? '');
    } catch {
      return null;
    }
  }
  return params;
}

/**
 * @param {unknown} entry an entry of page-routes.json
 * @returns {entry is { path: string, page: string }}
 */
function isRoute(entry) {
  const route = /** @type {{ path?: unknown, page?: unknown } | null | undefined} */ (entry);
  return typeof route?.path === 'string' && typeof route?.page === 'string';
}

/**
 * @param {{
 *   root: string,
 *   remoteFiles: ReturnType<import('./remote-files.mjs').createRemoteFiles>,
 *   readEntries: Record<string, string>,
 * }} options `readEntries`: where this server itself reaches each remote's entry (never an address
 *   taken from a request's Host header, which anyone can write).
 */
export function createPageRoutes({ root, remoteFiles, readEntries }) {
  /** The host build's public routes, read per request (tiny; a rebuild in place replaces it). */
  function routes() {
    try {
      /** @type {unknown} */
      const list = JSON.parse(readFileSync(path.join(root, 'page-routes.json'), 'utf8'));
      return Array.isArray(list) ? list.filter(isRoute) : [];
    } catch {
      return [];
    }
  }

  return {
    /**
     * The public page a path opens, or null: its id, the route's parameters, its remote's entry
     * as the browser reaches it (`remoteEntry`) and as this server does (`readEntry`).
     * @param {string} pathname
     * @param {RuntimeConfig} runtimeConfig
     * @returns {OpenedPage | null}
     */
    match(pathname, runtimeConfig) {
      for (const route of routes()) {
        const params = matchParams(route.path, pathname);
        if (!params) continue;
        const remote = route.page.split('/')[0] ?? '';
        const remoteEntry = runtimeConfig.remotes[remote];
        const readEntry = readEntries[remote];
        return remoteEntry && readEntry
          ? { page: route.page, params, remoteEntry, readEntry }
          : null;
      }
      return null;
    },

    /**
     * URLs of the scripts the opened page's module needs (its manifest's `sync` list).
     * @param {OpenedPage | null} opened
     * @returns {Promise<string[]>}
     */
    async scriptsFor(opened) {
      if (!opened) return [];
      const manifestUrl = new URL('mf-manifest.json', opened.readEntry).href;
      /** @type {Manifest | null} */
      let manifest;
      try {
        const text = await remoteFiles.get(manifestUrl, 'application/json');
        if (text === null) return [];
        /** @type {unknown} */
        const parsed = JSON.parse(text);
        manifest = /** @type {Manifest | null} */ (parsed);
      } catch {
        return [];
      }
      const name = opened.page.slice(opened.page.indexOf('/') + 1);
      const expose = manifest?.exposes?.find?.((entry) => entry?.name === name);
      const files = expose?.assets?.js?.sync;
      if (!Array.isArray(files)) return [];
      const origin = new URL(opened.remoteEntry).origin;
      return files
        .filter((file) => typeof file === 'string')
        .map((file) => new URL(file, opened.remoteEntry))
        .filter((url) => url.origin === origin)
        .map((url) => url.href);
    },
  };
}
