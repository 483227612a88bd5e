import { queryOptions } from '@tanstack/react-query';
import { getChanges, getPropertyHistory, type ChangeFilters } from '../endpoints/history';

/**
 * Query keys of the recorded changes. A listing's history sits under the properties' root, so a
 * save's invalidateProperties reloads its History panel too.
 */
export const historyKeys = {
  all: ['history'] as const,
  property: (id: number) => ['properties', 'history', id] as const,
  page: (query: object) => ['history', 'page', query] as const,
};

/** GET /api/property/{id}/history. */
export function propertyHistoryQuery(id: number) {
  return queryOptions({
    queryKey: historyKeys.property(id),
    queryFn: () => getPropertyHistory(id),
  });
}

/** GET /api/history, one page of the Activity screen. */
export function changePageQuery(query: ChangeFilters & { limit: number; offset: number }) {
  return queryOptions({ queryKey: historyKeys.page(query), queryFn: () => getChanges(query) });
}
