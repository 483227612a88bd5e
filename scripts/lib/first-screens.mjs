// First screens (docs/decisions/070-first-screen-in-the-page.md): the top of a page in the host's
// page itself, so a phone paints it with the HTML rather than after the scripts (a second or two
// on a slow network). The host's frame (top bar) comes from the host's own build; the page's part
// from the remote that owns the page, read over HTTP like any of its files, because the remote is
// deployed on its own. The live site replaces the whole first screen once the page has rendered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeText } from './host-page.mjs';

/** Pages that have a first screen: path → the remote and the expose that render it. */
export const FIRST_SCREEN_PAGES = new Map([['/', { remote: 'mfe_public', page: 'home' }]]);

/** Written into frame.html by host-shell/src/first-screen/first-screen-frame.tsx. */
const BROKER_NAME_SLOT = '{{brokerName}}';
const MAX_BYTES = 64 * 1024;
const MAX_AGE_MS = 30_000;
const TIMEOUT_MS = 500;
const MAX_ENTRIES = 32;

/** A remote's first screen, or null when it has none, fails, is slow or is too large. */
async function download(url, fetchImpl, timeoutMs) {
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('text/html')) return null;
    const html = await response.text();
    return Buffer.byteLength(html) <= MAX_BYTES ? html : null;
  } catch {
    return null;
  }
}

/**
 * Keeps each remote's first screen for `maxAgeMs`; after that (or after a failure) the next page
 * is served with the copy it has while a fresh one downloads. Only the very first request for a
 * URL waits, and at most `timeoutMs`: a missing or slow remote costs the page its first screen,
 * never its answer.
 */
export function createFirstScreens({
  root,
  fetchImpl = fetch,
  maxAgeMs = MAX_AGE_MS,
  timeoutMs = TIMEOUT_MS,
  now = Date.now,
}) {
  const cache = new Map();

  function remotePart(url) {
    let entry = cache.get(url);
    if (!entry) {
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value);
      entry = { html: null, fetchedAt: null, refresh: null };
      cache.set(url, entry);
    }
    // A failed download is retried by the next page (which does not wait for it).
    const isStale =
      entry.fetchedAt === null || entry.html === null || now() - entry.fetchedAt > maxAgeMs;
    if (isStale && !entry.refresh) {
      entry.refresh = download(url, fetchImpl, timeoutMs).then((html) => {
        Object.assign(entry, { html, fetchedAt: now(), refresh: null });
        return html;
      });
    }
    return entry.fetchedAt === null ? entry.refresh : Promise.resolve(entry.html);
  }

  function frame(brokerName) {
    try {
      const html = readFileSync(path.join(root, 'first-screen', 'frame.html'), 'utf8');
      return html.split(BROKER_NAME_SLOT).join(escapeText(brokerName));
    } catch {
      return null;
    }
  }

  return {
    /** The first screen's HTML for a page path, or null. */
    async forPath(pathname, runtimeConfig) {
      const target = FIRST_SCREEN_PAGES.get(pathname);
      const entry = target && runtimeConfig.remotes[target.remote];
      if (!entry) return null;
      const page = await remotePart(new URL(`first-screen/${target.page}.html`, entry).href);
      const top = page && frame(runtimeConfig.site?.brokerName ?? '');
      return top ? top + page : null;
    },
  };
}
