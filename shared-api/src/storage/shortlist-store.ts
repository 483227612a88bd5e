// A visitor's shortlist, kept in this browser without an account (decision 090): the ids of the
// properties, newest first, under one localStorage key. Every tab of the site sees the same list.
import { PROPERTY_IDS_FILTER_MAX } from '../contract/property-values';

/** The localStorage key of the shortlist. */
export const SHORTLIST_KEY = 'shortlist';
/** How many properties a shortlist holds: as many as the list's `ids` filter reads at once. */
export const SHORTLIST_MAX = PROPERTY_IDS_FILTER_MAX;

/** What a toggle did: `full` when the list already held SHORTLIST_MAX and nothing was added. */
export type ShortlistChange = 'added' | 'removed' | 'full';

const EMPTY: readonly number[] = Object.freeze([]);
const listeners = new Set<() => void>();
// The last stored text and its list: a snapshot must stay the same object while nothing changed.
let cached: { raw: string | null; ids: readonly number[] } = { raw: null, ids: EMPTY };

// Storage can be missing or throw (private mode, blocked cookies); the shortlist then lasts for
// this page only, in `memory`.
let memory: string | null = null;

function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    const storage = getStorage();
    return storage ? storage.getItem(SHORTLIST_KEY) : memory;
  } catch {
    return memory;
  }
}

/** The stored text as ids: positive whole numbers, each once, at most SHORTLIST_MAX. */
function parse(raw: string | null): readonly number[] {
  if (!raw) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(value)) return EMPTY;
  const ids = value.filter(
    (id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0,
  );
  return Object.freeze([...new Set(ids)].slice(0, SHORTLIST_MAX));
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

function write(ids: readonly number[]): void {
  const raw = JSON.stringify(ids);
  try {
    const storage = getStorage();
    if (storage) storage.setItem(SHORTLIST_KEY, raw);
    else memory = raw;
  } catch {
    // Storage full or blocked: `memory` keeps the list for this page.
    memory = raw;
  }
  notify();
}

/** The shortlisted ids, newest first (the same array until the list changes). */
export function getShortlist(): readonly number[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, ids: parse(raw) };
  return cached.ids;
}

/** The server's and the hydration's snapshot: the list lives in the browser alone. */
export function getServerShortlist(): readonly number[] {
  return EMPTY;
}

/** Adds the id (first) or removes it; a full list adds nothing. */
export function toggleShortlisted(id: number): ShortlistChange {
  const ids = getShortlist();
  if (ids.includes(id)) {
    write(ids.filter((other) => other !== id));
    return 'removed';
  }
  if (ids.length >= SHORTLIST_MAX) return 'full';
  write([id, ...ids]);
  return 'added';
}

/** Removes the id (nothing happens when it is not listed). */
export function removeShortlisted(id: number): void {
  const ids = getShortlist();
  if (ids.includes(id)) write(ids.filter((other) => other !== id));
}

/**
 * Calls `listener` when the list changes, in this tab or in another one (the `storage` event, or
 * with a null key when another tab cleared the whole storage). Returns the unsubscribe.
 */
export function subscribeToShortlist(listener: () => void): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.key === SHORTLIST_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}
