import { useQueries } from '@tanstack/react-query';
import { propertyDetailsQuery } from 'shared-api';
import type { PropertyDetail } from 'shared-api/contract';

export type PropertiesDetails =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; found: PropertyDetail[]; missing: string[] };

/**
 * The details of several properties (a comparison), in the ids' order, with the
 * query the details page uses: a property read there, or by the server that rendered this page,
 * is not read again. `missing` are the ids that name no property a visitor may see.
 */
export function usePropertiesDetails(ids: readonly string[]): PropertiesDetails {
  return useQueries({
    queries: ids.map((id) => propertyDetailsQuery(id)),
    combine: (results): PropertiesDetails => {
      if (results.some((result) => result.isError)) return { status: 'failed' };
      if (results.some((result) => result.data === undefined)) return { status: 'loading' };
      const found: PropertyDetail[] = [];
      const missing: string[] = [];
      results.forEach((result, index) => {
        if (result.data) found.push(result.data);
        else missing.push(ids[index] ?? '');
      });
      return { status: 'ready', found, missing };
    },
  });
}
