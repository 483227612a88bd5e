import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { propertySearchQuery, type Page } from 'shared-api';
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

type Results = Pick<PropertySearch, 'items' | 'total' | 'isLoading' | 'hasFailed' | 'hasMore'>;

const NO_ITEMS: PropertyListItem[] = [];

function toResults(data: InfiniteData<Page<PropertyListItem>> | undefined, isError: boolean) {
  const items = data?.pages.flatMap((page) => page.items) ?? NO_ITEMS;
  const total = data?.pages.at(-1)?.total ?? 0;
  const isLoading = data === undefined && !isError;
  return {
    items,
    total,
    isLoading,
    hasFailed: data === undefined && isError,
    hasMore: !isLoading && items.length < total,
  };
}

/**
 * The home page's property list for a search, a page at a time. A failed load is only logged and
 * leaves the grid empty (docs/product.md section 3); a failed next page keeps the cards already shown.
 */
export function usePropertySearch(filters: HomeFilters): PropertySearch {
  const { data, error, isError, isFetchingNextPage, fetchNextPage } = useInfiniteQuery(
    propertySearchQuery(toPropertyQuery(filters)),
  );
  useEffect(() => {
    if (error) console.error('Could not load the properties', error);
  }, [error]);

  const results = useMemo<Results>(() => toResults(data, isError), [data, isError]);
  // A page of cards is the biggest render of the home page: deferred, it is rendered in slices,
  // so the visitor can scroll and type meanwhile (docs/decisions/060).
  const shown = useDeferredValue(results);
  const loadMore = useCallback(() => {
    void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage]);

  return { ...shown, isLoadingMore: isFetchingNextPage, loadMore };
}
