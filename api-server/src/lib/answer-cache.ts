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
 * Answers of public reads, kept while the data is unchanged: every entry is dropped as soon as the
 * data version moves, so a write is visible to the very next read. Bounded by the characters of
 * the keys and bodies it holds (many empty answers to distinct queries count as well); the least
 * recently used answer goes first.
 */
export class AnswerCache {
  readonly #entries: LRUCache<string, CachedAnswer>;
  readonly #dataVersion: () => number;
  #version = -1;

  constructor(dataVersion: () => number, maxChars: number) {
    this.#dataVersion = dataVersion;
    this.#entries = new LRUCache({ maxSize: maxChars, sizeCalculation: sizeOf });
  }

  /** The data version now; read it before reading the data and hand it to `set` afterwards. */
  version(): number {
    const version = this.#dataVersion();
    if (version !== this.#version) {
      this.#entries.clear();
      this.#version = version;
    }
    return version;
  }

  get(key: string): CachedAnswer | undefined {
    this.version();
    return this.#entries.get(key);
  }

  /**
   * Keeps an answer read at data version `readAt`, unless the data changed since: a write that
   * landed while the answer was being read may or may not be in it. An answer larger than the
   * whole bound is not kept.
   */
  set(key: string, answer: CachedAnswer, readAt: number): void {
    if (this.version() !== readAt) return;
    this.#entries.set(key, answer);
  }
}
