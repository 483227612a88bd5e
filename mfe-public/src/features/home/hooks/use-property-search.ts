import { startTransition, useEffect, useState } from 'react';
import { getProperties } from 'shared-api';
import type { PropertyListItem } from 'shared-api/contract';
import { toPropertyQuery, type HomeFilters } from '../utils/filters';

export interface PropertySearch {
  items: PropertyListItem[];
  total: number;
  isLoading: boolean;
  isLoadingMore: boolean;
  /** The first page could not be loaded (logged; the grid stays empty without a message). */
  hasFailed: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

interface Loaded {
  /** The search these results belong to. */
  key: string;
  items: PropertyListItem[];
  total: number;
  hasFailed: boolean;
  /** Offset of the page being fetched, or null when idle. */
  pendingOffset: number | null;
}

/**
 * The home page's property list for a search, a page at a time. A failed load is only logged and
 * leaves the grid empty (spec section 4).
 */
export function usePropertySearch(filters: HomeFilters): PropertySearch {
  const key = JSON.stringify(filters);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Results of an older search are ignored: a new key starts again from the first page.
  const current: Loaded =
    loaded?.key === key ? loaded : { key, items: [], total: 0, hasFailed: false, pendingOffset: 0 };
  const offset = current.pendingOffset;

  useEffect(() => {
    if (offset === null) return;
    let isCurrent = true;
    getProperties(toPropertyQuery(JSON.parse(key) as HomeFilters, offset))
      .then((page) => {
        if (!isCurrent) return;
        // A page of cards is the biggest render of the home page: as a transition it is rendered in
        // slices, so the visitor can scroll and type meanwhile.
        startTransition(() =>
          setLoaded((previous) => ({
            key,
            items: offset === 0 ? page.items : [...(previous?.items ?? []), ...page.items],
            total: page.total,
            hasFailed: false,
            pendingOffset: null,
          })),
        );
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        console.error('Could not load the properties', error);
        setLoaded((previous) => ({
          key,
          items: offset === 0 ? [] : (previous?.items ?? []),
          total: offset === 0 ? 0 : (previous?.total ?? 0),
          hasFailed: offset === 0,
          pendingOffset: null,
        }));
      });
    return () => {
      isCurrent = false;
    };
  }, [key, offset]);

  const isLoading = offset === 0;
  return {
    items: current.items,
    total: current.total,
    isLoading,
    isLoadingMore: offset !== null && offset > 0,
    hasFailed: current.hasFailed,
    hasMore: !isLoading && current.items.length < current.total,
    loadMore: () => {
      if (current.pendingOffset !== null) return;
      setLoaded({ ...current, pendingOffset: current.items.length });
    },
  };
}
