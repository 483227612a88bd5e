import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lookupQuery } from 'shared-api';
import { getMaster, PROPERTY_FIELD_NAMES, propertyField } from 'shared-api/contract';
import type {
  LookupItem,
  MasterKey,
  PROPERTY_FIELDS,
  PropertyFieldName,
} from 'shared-api/contract';

type Fields = typeof PROPERTY_FIELDS;
/** Every list the property form chooses from: the lookups its fields declare. */
export type PropertyLookupKey = {
  [N in PropertyFieldName]: Fields[N] extends { lookup: infer K extends MasterKey } ? K : never;
}[PropertyFieldName];
export type PropertyLookups = Record<PropertyLookupKey, LookupItem[]>;

// Declared lookups are PropertyLookupKey by the type above; filter cannot see that.
export const PROPERTY_LOOKUP_KEYS = [
  ...new Set(PROPERTY_FIELD_NAMES.flatMap((name) => propertyField(name).lookup ?? [])),
] as PropertyLookupKey[];

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

/** A declared lookup's list (empty until it loads). */
export function lookupItems(lookups: PropertyLookups, key: MasterKey): readonly LookupItem[] {
  const byKey: Partial<Record<MasterKey, LookupItem[]>> = lookups;
  return byKey[key] ?? NONE;
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
