import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  getServerShortlist,
  getShortlist,
  removeShortlisted,
  subscribeToShortlist,
  toggleShortlisted,
  type ShortlistChange,
} from './shortlist-store';

/** The visitor's shortlist and what changes it. */
export interface Shortlist {
  /** The shortlisted property ids, newest first. */
  ids: readonly number[];
  has: (id: number) => boolean;
  /** Adds or removes the property; says which (or `full`, when nothing could be added). */
  toggle: (id: number) => ShortlistChange;
  remove: (id: number) => void;
}

/**
 * The shortlist kept in this browser (decision 090), in step with the site's other tabs. Empty on
 * the server and while React hydrates its HTML (the server cannot know it), the stored list
 * from the next render on.
 */
export function useShortlist(): Shortlist {
  const ids = useSyncExternalStore(subscribeToShortlist, getShortlist, getServerShortlist);
  const has = useCallback((id: number) => ids.includes(id), [ids]);
  return useMemo(
    () => ({ ids, has, toggle: toggleShortlisted, remove: removeShortlisted }),
    [ids, has],
  );
}
