// The host's rendered pages, kept for a moment (PAGE_CACHE_SECONDS): a burst of visitors to one
// listing, a link shared on WhatsApp, costs one render a moment, and a change made in the admin
// shows within that moment. Concurrent requests for a page being rendered wait for that one
// render. Keyed by the page's address (pageAddress: its path and the parameters it reads).
import { LRUCache } from 'lru-cache';

/** A page as the host's server sends it. */
export interface HostPage {
  status: number;
  html: Buffer;
  gzip: Buffer;
}

/** What a page is made from: its address (pageAddress) and the client it is rendered for. */
export interface PageAsked {
  url: string;
  visitor: string;
}

/** At most this much of rendered pages is kept (a 50 KB page and its 11 KB gzip copy: ~1,000). */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** How long a rendered page is kept (PAGE_CACHE_SECONDS, default 2; 0: never). */
function readPageCacheSeconds(env: NodeJS.ProcessEnv): number {
  const raw = env.PAGE_CACHE_SECONDS?.trim();
  if (!raw) return 2;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 60) {
    throw new Error(`PAGE_CACHE_SECONDS must be a number of seconds from 0 to 60, got "${raw}"`);
  }
  return seconds;
}

export function createPageCache({
  env,
  makePage,
}: {
  env: NodeJS.ProcessEnv;
  makePage: (asked: PageAsked) => Promise<HostPage>;
}) {
  const ttl = readPageCacheSeconds(env) * 1000;
  /** Pages being rendered: a request for one waits for it, and causes no render of its own. */
  const rendering = new Set<string>();
  const pages = new LRUCache<string, HostPage, PageAsked>({
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
    has: (key: string) => ttl > 0 && (pages.has(key) || rendering.has(key)),
    /** The page kept under `key`, or rendered from `asked`. */
    async get(key: string, asked: PageAsked): Promise<HostPage> {
      const page = ttl > 0 ? await pages.fetch(key, { context: asked }) : await makePage(asked);
      if (!page) throw new Error(`no page for ${key}`);
      return page;
    },
  };
}
