import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MasterDescriptor } from '../contract/masters';
import { getLookup } from '../endpoints/masters';
import { propertyKeys } from './properties';
import { refreshAfterChange } from './query-client';

/** Query keys of the lookup lists, by the list's key. */
export const lookupKeys = {
  all: ['lookups'] as const,
  list: (master: Pick<MasterDescriptor, 'key'>) => ['lookups', master.key] as const,
};

/**
 * GET /api/master_table/get_* for one lookup list. Read once and shared by every screen that
 * chooses from it, until a change made here (invalidateLookup) or a new page load.
 */
export function lookupQuery(master: MasterDescriptor) {
  return queryOptions({
    queryKey: lookupKeys.list(master),
    queryFn: () => getLookup(master),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** After an item of a lookup list was added, renamed or deleted: the list, and the properties
 * that show its names. */
export async function invalidateLookup(client: QueryClient, master: MasterDescriptor) {
  await refreshAfterChange(client, [lookupKeys.list(master), propertyKeys.all]);
}
