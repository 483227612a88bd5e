// @ts-check
// The host's rendered pages, kept for a moment (PAGE_CACHE_SECONDS): a burst of visitors to one
// listing, a link shared on WhatsApp, costs one render a moment, and a change made in the admin
// shows within that moment. Concurrent requests for a page being rendered wait for that one
// render. Keyed by the page's address (pageAddress: its path and the parameters it reads).
import { LRUCache } from 'lru-cache';

/**
 * A page as the host's server sends it.
 * @typedef {{ status: number, html: Buffer, gzip: Buffer }} HostPage
 */

/**
 * What a page is made from: its address (pageAddress), the configuration of the origin it was
 * asked on, and the address of the client it is rendered for.
 * @typedef {{
 *   url: string,
 *   config: import('./runtime-config.mjs').RuntimeConfig,
 *   visitor: string,
 * }} PageAsked
 */

/** At most this much of rendered pages is kept (a 50 KB page and its 11 KB gzip copy: ~1,000). */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * How long a rendered page is kept (PAGE_CACHE_SECONDS, default 2; 0: never).
 * @param {NodeJS.ProcessEnv} env
 */
function readPageCacheSeconds(env) {
  const raw = env.PAGE_CACHE_SECONDS?.trim();
  if (!raw) return 2;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 60) {
    throw new Error(`PAGE_CACHE_SECONDS must be a number of seconds from 0 to 60, got "${raw}"`);
  }
  return seconds;
}

/** @param {{ env: NodeJS.ProcessEnv, makePage: (asked: PageAsked) => Promise<HostPage> }} options */
export function createPageCache({ env, makePage }) {
  const ttl = readPageCacheSeconds(env) * 1000;
  /** Pages being rendered: a request for one waits for it, and causes no render of its own. */
  const rendering = new Set();
  /** @type {LRUCache<string, HostPage, PageAsked>} */
  const pages = new LRUCache({
    maxSize: PAGE_CACHE_BYTES,
    sizeCalculation: (page) => page.html.length + page.gzip.length,
    ttl: Math.max(ttl, 1),
    fetchMethod: async (key, _stale, { context }) => {
      rendering.add(key);
      try {
        return await makePage(context);
      } finally {
        rendering.delete(key);
      }
    },
  });
  return {
    /** True when `key`'s page is kept or being rendered: asking for it causes no render. */
    has: (/** @type {string} */ key) => ttl > 0 && (pages.has(key) || rendering.has(key)),
    /**
     * The page kept under `key`, or rendered from `asked`.
     * @param {string} key
     * @param {PageAsked} asked
     * @returns {Promise<HostPage>}
     */
    async get(key, asked) {
      const page = ttl > 0 ? await pages.fetch(key, { context: asked }) : await makePage(asked);
      if (!page) throw new Error(`no page for ${key}`);
      return page;
    },
  };
}
