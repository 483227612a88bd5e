import { LRUCache } from 'lru-cache';

/** A serialized answer and its total (X-Total-Count). */
export interface CachedAnswer {
  body: string;
  total: number;
}

/** What an entry costs beyond its key and body (Map slot, objects): tiny answers count too. */
const ENTRY_OVERHEAD_CHARS = 64;

function sizeOf(answer: CachedAnswer, key: string): number {
  return key.length + answer.body.length + ENTRY_OVERHEAD_CHARS;
}

/**
 * Answers of public reads, kept while the data is unchanged. Before each answer the data version
 * is read; when it moved, every entry is dropped, so a write is visible to the very next read.
 * Bounded by the characters of the keys and bodies it holds (many empty answers to distinct
 * queries count as well); the least recently used answer goes first.
 */
export class AnswerCache {
  readonly #entries: LRUCache<string, CachedAnswer>;
  /** Must be read after the request arrived: a version read earlier may predate its write. */
  readonly #readVersion: () => number | Promise<number>;
  /** Reads under way, by version and key: a burst of misses after a write reads once. */
  readonly #pending = new Map<string, Promise<CachedAnswer>>();
  /** The version the entries were read at (or later). */
  #version: number | null = null;

  constructor(readVersion: () => number | Promise<number>, maxChars: number) {
    this.#readVersion = readVersion;
    this.#entries = new LRUCache({ maxSize: maxChars, sizeCalculation: sizeOf });
  }

  /**
   * The answer to `key` as of a data version read now: the kept one when the data has not changed
   * since, otherwise `read()`'s (run once for all callers at that version), kept unless the
   * version moved while it was read. An answer larger than the whole bound is not kept. With a
   * synchronous version, a kept answer comes back synchronously.
   */
  get(key: string, read: () => Promise<CachedAnswer>): CachedAnswer | Promise<CachedAnswer> {
    const version = this.#readVersion();
    return typeof version === 'number'
      ? this.#getAt(version, key, read)
      : version.then((at) => this.#getAt(at, key, read));
  }

  #getAt(
    version: number,
    key: string,
    read: () => Promise<CachedAnswer>,
  ): CachedAnswer | Promise<CachedAnswer> {
    if (version !== this.#version) {
      this.#entries.clear();
      this.#version = version;
    }
    const kept = this.#entries.get(key);
    if (kept) return kept;
    // Whoever saw this same version may share a read that starts after it.
    const slot = `${version}\n${key}`;
    let pending = this.#pending.get(slot);
    if (!pending) {
      pending = this.#readAndKeep(version, key, read).finally(() => this.#pending.delete(slot));
      this.#pending.set(slot, pending);
    }
    return pending;
  }

  async #readAndKeep(
    version: number,
    key: string,
    read: () => Promise<CachedAnswer>,
  ): Promise<CachedAnswer> {
    const answer = await read();
    if (this.#version === version) this.#entries.set(key, answer);
    return answer;
  }
}
