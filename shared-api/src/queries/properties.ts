import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PropertyListQuery } from '../contract/property';
import { getDemoListingCount } from '../endpoints/demo-listings';
import { getProperties, getPropertyDetails, getPropertyForEdit } from '../endpoints/properties';
import { getErrorStatus } from '../http/errors';
import { dashboardKeys } from './dashboard';
import { refreshAfterChange } from './query-client';

type ListQuery = Partial<PropertyListQuery>;

/** Query keys of everything read about properties, under one root. */
export const propertyKeys = {
  all: ['properties'] as const,
  page: (query: ListQuery) => ['properties', 'page', query] as const,
  search: (query: Omit<ListQuery, 'offset'>) => ['properties', 'search', query] as const,
  details: (id: string) => ['properties', 'details', id] as const,
  edit: (id: string) => ['properties', 'edit', id] as const,
  demoCount: ['properties', 'demo-count'] as const,
};

/** How long a property's details, read by the server that rendered the page, serve that page. */
const DETAILS_FRESH_MS = 30_000;

/** One page of GET /api/property/properties (limit and offset in the query). */
export function propertyPageQuery(query: ListQuery) {
  return queryOptions({ queryKey: propertyKeys.page(query), queryFn: () => getProperties(query) });
}

/** A search of GET /api/property/properties read a page at a time, each `limit` long. */
export function propertySearchQuery(query: Omit<ListQuery, 'offset'>) {
  return infiniteQueryOptions({
    queryKey: propertyKeys.search(query),
    queryFn: ({ pageParam }) => getProperties({ ...query, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
}

/**
 * GET /api/property/details/{id}, the public page of a property; null when the API answers 404 (no
 * such property): an answer like any other, so the server that rendered 'Page not found' hands it
 * to the browser, which hydrates the same page without asking again.
 */
export function propertyDetailsQuery(id: string) {
  return queryOptions({
    queryKey: propertyKeys.details(id),
    queryFn: async () => {
      try {
        return await getPropertyDetails(id);
      } catch (error) {
        if (getErrorStatus(error) === 404) return null;
        throw error;
      }
    },
    staleTime: DETAILS_FRESH_MS,
  });
}

/** GET /api/property/get_allproperty/{id}, the edit form's full read. */
export function propertyForEditQuery(id: string) {
  return queryOptions({ queryKey: propertyKeys.edit(id), queryFn: () => getPropertyForEdit(id) });
}

/** GET /api/property/demo (admin): the demo listings left, under the properties' root key. */
export function demoListingCountQuery() {
  return queryOptions({ queryKey: propertyKeys.demoCount, queryFn: getDemoListingCount });
}

/**
 * After a property was created, changed or deleted: every list, read and count that shows it
 * (refreshAfterChange: the ones on screen load again, the others are dropped).
 */
export async function invalidateProperties(
  client: QueryClient,
  onScreen: 'reload' | 'keep' = 'reload',
): Promise<void> {
  await refreshAfterChange(client, [propertyKeys.all, dashboardKeys.summary], onScreen);
}
