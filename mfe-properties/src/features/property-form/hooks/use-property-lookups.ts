import { useEffect, useState } from 'react';
import { getLookup } from 'shared-api';
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

const emptyLookups = (): PropertyLookups =>
  Object.fromEntries(PROPERTY_LOOKUP_KEYS.map((key) => [key, []])) as unknown as PropertyLookups;

/**
 * Loads the choosers' lists when the form opens. A list that fails to load is logged and left
 * empty (spec section 8: lookup load failures are logged only); the others still fill.
 */
export function usePropertyLookups(): { lookups: PropertyLookups; isLoading: boolean } {
  const [lookups, setLookups] = useState<PropertyLookups>(emptyLookups);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    let isCurrent = true;
    void Promise.allSettled(PROPERTY_LOOKUP_KEYS.map((key) => getLookup(getMaster(key)))).then(
      (results) => {
        if (!isCurrent) return;
        const next = emptyLookups();
        results.forEach((result, index) => {
          const key = PROPERTY_LOOKUP_KEYS[index];
          if (!key) return;
          if (result.status === 'fulfilled') next[key] = result.value;
          else console.error(`Failed to load ${key}`, result.reason);
        });
        setLookups(next);
        setIsLoading(false);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  return { lookups, isLoading };
}
