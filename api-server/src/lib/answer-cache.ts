/** A serialized answer and its total (X-Total-Count). */
export interface CachedAnswer {
  body: string;
  total: number;
}

/** What an entry costs beyond its key and body (Map slot, objects): tiny answers count too. */
const ENTRY_OVERHEAD_CHARS = 64;

function sizeOf(key: string, answer: CachedAnswer): number {
  return key.length + answer.body.length + ENTRY_OVERHEAD_CHARS;
}

/**
 * Answers of public reads, kept while the data is unchanged: every entry is dropped as soon as the
 * data version moves, so a write is visible to the very next read. Bounded by the characters of
 * the keys and bodies it holds (many empty answers to distinct queries count as well); the least
 * recently used answer goes first.
 */
export class AnswerCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #dataVersion: () => number;
  readonly #maxChars: number;
  #chars = 0;
  #version = -1;

  constructor(dataVersion: () => number, maxChars: number) {
    this.#dataVersion = dataVersion;
    this.#maxChars = maxChars;
  }

  /** The data version now; read it before reading the data and hand it to `set` afterwards. */
  version(): number {
    const version = this.#dataVersion();
    if (version !== this.#version) {
      this.#entries.clear();
      this.#chars = 0;
      this.#version = version;
    }
    return version;
  }

  get(key: string): CachedAnswer | undefined {
    this.version();
    const answer = this.#entries.get(key);
    if (answer) {
      // Map order is insertion order: re-inserting marks the answer most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, answer);
    }
    return answer;
  }

  /**
   * Keeps an answer read at data version `readAt`, unless the data changed since: a write that
   * landed while the answer was being read may or may not be in it.
   */
  set(key: string, answer: CachedAnswer, readAt: number): void {
    const size = sizeOf(key, answer);
    if (this.version() !== readAt || size > this.#maxChars) return;
    this.#remove(key);
    this.#entries.set(key, answer);
    this.#chars += size;
    for (const [oldestKey] of this.#entries) {
      if (this.#chars <= this.#maxChars) break;
      this.#remove(oldestKey);
    }
  }

  #remove(key: string): void {
    const answer = this.#entries.get(key);
    if (!answer) return;
    this.#entries.delete(key);
    this.#chars -= sizeOf(key, answer);
  }
}
