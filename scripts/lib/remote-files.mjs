// @ts-check
// Files the host's server reads from the remotes (a page's first screen, a remote's manifest) to
// write the host's page. Read over HTTP from the remote's origin, because a remote is deployed on
// its own; kept a short while, and never allowed to hold up or break the page.
import { LRUCache } from 'lru-cache';

const MAX_AGE_MS = 30_000;
const TIMEOUT_MS = 500;
const MAX_BYTES = 256 * 1024;
/** Files kept, the least recently asked for going first: a first screen per property is one. */
const MAX_ENTRIES = 512;

/**
 * @typedef {object} Entry
 * @property {string | null} text the last answer
 * @property {number | null} fetchedAt when it came (null: still coming)
 * @property {boolean} isReached false when the remote could not be reached in time
 * @property {Promise<string | null> | null} refresh the download under way
 */

/**
 * One download: the text, null for an answer that is not a usable file (an error status, another
 * type, too large), or undefined when the remote could not be reached in time.
 * @param {string} url
 * @param {string} type
 * @param {{ fetchImpl: typeof fetch, timeoutMs: number, maxBytes: number }} options
 * @returns {Promise<string | null | undefined>}
 */
async function download(url, type, { fetchImpl, timeoutMs, maxBytes }) {
  let response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return undefined;
  }
  try {
    const isUsable =
      response.ok &&
      (response.headers.get('content-type') ?? '').startsWith(type) &&
      Number(response.headers.get('content-length') ?? 0) <= maxBytes;
    if (!isUsable) {
      await response.body?.cancel();
      return null;
    }
    const text = await response.text();
    return Buffer.byteLength(text) <= maxBytes ? text : null;
  } catch {
    return undefined;
  }
}

/**
 * Keeps each file's last answer for `maxAgeMs`; after that, or after the remote could not be
 * reached, the next page gets the answer there is while a new one downloads. Only the first page
 * that asks for a file waits, and at most `timeoutMs`: a remote that is down or slow costs the page
 * its extras, never its answer.
 * @param {{
 *   fetchImpl?: typeof fetch,
 *   maxAgeMs?: number,
 *   timeoutMs?: number,
 *   maxBytes?: number,
 *   now?: () => number,
 * }} [options]
 */
export function createRemoteFiles({
  fetchImpl = fetch,
  maxAgeMs = MAX_AGE_MS,
  timeoutMs = TIMEOUT_MS,
  maxBytes = MAX_BYTES,
  now = Date.now,
} = {}) {
  /** @type {LRUCache<string, Entry>} */
  const cache = new LRUCache({ max: MAX_ENTRIES });

  /**
   * The file at `url` if it is of the content `type` (e.g. 'text/html'), or null.
   * @param {string} url
   * @param {string} type
   * @returns {Promise<string | null>}
   */
  function get(url, type) {
    const key = `${type} ${url}`;
    // Asking for a file makes it the most recently used (the cache's order).
    const entry = cache.get(key) ?? addEntry(key);
    const isStale =
      entry.fetchedAt === null || !entry.isReached || now() - entry.fetchedAt > maxAgeMs;
    if (isStale && !entry.refresh) {
      entry.refresh = download(url, type, { fetchImpl, timeoutMs, maxBytes }).then((text) => {
        const isReached = text !== undefined;
        Object.assign(entry, { text: text ?? null, fetchedAt: now(), isReached, refresh: null });
        return entry.text;
      });
    }
    // Not fetched yet: its download is under way (started above, if not before).
    return entry.refresh && entry.fetchedAt === null ? entry.refresh : Promise.resolve(entry.text);
  }

  /** @param {string} key @returns {Entry} */
  function addEntry(key) {
    /** @type {Entry} */
    const entry = { text: null, fetchedAt: null, isReached: false, refresh: null };
    cache.set(key, entry);
    return entry;
  }

  return { get };
}
