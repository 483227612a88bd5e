import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MatchPageQuery, RequirementListQuery } from '../contract/requirement';
import {
  getPropertyRequirements,
  getRequirementCounts,
  getRequirementMatches,
  getRequirements,
} from '../endpoints/requirements';
import { dashboardKeys } from './dashboard';
import { refreshAfterChange } from './query-client';

/** Query keys of everything read about requirements, under one root. */
export const requirementKeys = {
  all: ['requirements'] as const,
  page: (query: RequirementListQuery) => ['requirements', 'page', query] as const,
  matches: (id: number, query: MatchPageQuery) => ['requirements', 'matches', id, query] as const,
  ofProperty: (propertyId: number, query: MatchPageQuery) =>
    ['requirements', 'of-property', propertyId, query] as const,
  counts: (ids: number[]) => ['requirements', 'counts', ids] as const,
};

/** One page of GET /api/requirements. */
export function requirementPageQuery(query: RequirementListQuery) {
  return queryOptions({
    queryKey: requirementKeys.page(query),
    queryFn: () => getRequirements(query),
  });
}

/** One page of a requirement's matching listings. */
export function requirementMatchesQuery(id: number, query: MatchPageQuery) {
  return queryOptions({
    queryKey: requirementKeys.matches(id, query),
    queryFn: () => getRequirementMatches(id, query),
  });
}

/** One page of the open requirements a listing matches. */
export function propertyRequirementsQuery(propertyId: number, query: MatchPageQuery) {
  return queryOptions({
    queryKey: requirementKeys.ofProperty(propertyId, query),
    queryFn: () => getPropertyRequirements(propertyId, query),
  });
}

/** The open requirements each listing of a table page matches. */
export function requirementCountsQuery(ids: number[]) {
  return queryOptions({
    queryKey: requirementKeys.counts(ids),
    queryFn: () => getRequirementCounts(ids),
    enabled: ids.length > 0,
  });
}

/** After a requirement was added or its status changed: every list, match and count. */
export async function invalidateRequirements(client: QueryClient): Promise<void> {
  await refreshAfterChange(client, [requirementKeys.all, dashboardKeys.summary]);
}
