import { LRUCache } from 'lru-cache';
import type { VersionReader } from '../../db/list-version';

/** A page of the list, serialized as the route sends it, and its total (X-Total-Count). */
export interface ListAnswer {
  body: string;
  total: number;
}

/** What an entry costs beyond its key and body (Map slot, objects): tiny answers count too. */
const ENTRY_OVERHEAD_CHARS = 64;

/**
 * The public answers, kept while the list's data version is unchanged (decision 079), in
 * lru-cache bounded by the characters of keys and bodies, least recently used first. The version
 * is read first (after the request arrived): when it moved, every answer is dropped and the
 * reads under way are aborted, so what they read is answered to their callers but not kept.
 * Misses of one key at one version share one read (lru-cache's fetch); a kept answer comes back
 * synchronously when the version does.
 */
export function createListCache(readVersion: VersionReader, maxChars: number) {
  const answers = new LRUCache<string, ListAnswer, () => Promise<ListAnswer>>({
    maxSize: maxChars,
    sizeCalculation: (answer, key) => key.length + answer.body.length + ENTRY_OVERHEAD_CHARS,
    fetchMethod: (_key, _stale, { context: read }) => read(),
    // An aborted read still answers its callers (what it read is only not kept).
    ignoreFetchAbort: true,
  });
  let version: number | null = null;
  const answerAt = (at: number, key: string, read: () => Promise<ListAnswer>) => {
    if (at !== version) {
      answers.clear();
      version = at;
    }
    return answers.get(key) ?? answers.forceFetch(key, { context: read });
  };
  return (key: string, read: () => Promise<ListAnswer>): ListAnswer | Promise<ListAnswer> => {
    const at = readVersion();
    return typeof at === 'number'
      ? answerAt(at, key, read)
      : at.then((v) => answerAt(v, key, read));
  };
}
