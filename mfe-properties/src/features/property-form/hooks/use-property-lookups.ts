import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lookupQuery } from 'shared-api';
import { getMaster } from 'shared-api/contract';
import type { LookupItem, MasterKey } from 'shared-api/contract';

/** Every list the property form chooses from. */
export const PROPERTY_LOOKUP_KEYS = [
  'statuses',
  'cities',
  'project_types',
  'property_types',
  'ownership_types',
  'facings',
  'transaction_types',
  'floor_types',
  'water_sources',
  'power_backups',
  'possession_types',
  'amenities',
  'sanctions',
] as const satisfies readonly MasterKey[];
export type PropertyLookupKey = (typeof PROPERTY_LOOKUP_KEYS)[number];
export type PropertyLookups = Record<PropertyLookupKey, LookupItem[]>;

const QUERIES = PROPERTY_LOOKUP_KEYS.map((key) => lookupQuery(getMaster(key)));
const NONE: LookupItem[] = [];

// At module level, so the cache keeps one combined answer while the lists do not change.
function combine(results: UseQueryResult<LookupItem[]>[]) {
  const lookups = Object.fromEntries(
    PROPERTY_LOOKUP_KEYS.map((key, index) => [key, results[index]?.data ?? NONE]),
  ) as PropertyLookups;
  return {
    lookups,
    isLoading: results.some((result) => result.isPending),
    errors: results.map((result) => result.error),
  };
}

/**
 * The choosers' lists, read once for every screen that chooses from them. A list that fails to
 * load is logged and left empty (docs/product.md section 6: lookup load failures are logged only); the
 * others still fill. Loading until every list has answered.
 */
export function usePropertyLookups(): { lookups: PropertyLookups; isLoading: boolean } {
  const { lookups, isLoading, errors } = useQueries({ queries: QUERIES, combine });
  useEffect(() => {
    errors.forEach((error, index) => {
      if (error) console.error(`Failed to load ${PROPERTY_LOOKUP_KEYS[index]}`, error);
    });
  }, [errors]);
  return { lookups, isLoading };
}
