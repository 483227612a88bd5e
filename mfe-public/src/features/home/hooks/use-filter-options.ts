import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { lookupQuery } from 'shared-api';
import { getMaster, type LookupItem, type MasterKey } from 'shared-api/contract';

export interface FilterOptions {
  cities: LookupItem[];
  types: LookupItem[];
  statuses: LookupItem[];
}

const NONE: LookupItem[] = [];

/** One list of choices; a failure only empties that list, and is logged. */
function useChoices(key: MasterKey, name: keyof FilterOptions): LookupItem[] {
  const { data, error } = useQuery(lookupQuery(getMaster(key)));
  useEffect(() => {
    if (error) console.error(`Could not load the ${name} filter`, error);
  }, [error, name]);
  return data ?? NONE;
}

/**
 * Choices of the home search, read once for every screen that shows them. Each list loads on its
 * own. A list that arrives renders deferred, as a transition would (docs/decisions/060): the
 * hook lives in the home page's search, and each list re-renders it with the cards; deferred, that
 * render comes in slices and never swaps the page for a fallback.
 */
export function useFilterOptions(): FilterOptions {
  const cities = useChoices('cities', 'cities');
  const types = useChoices('property_types', 'types');
  const statuses = useChoices('statuses', 'statuses');
  const options = useMemo(() => ({ cities, types, statuses }), [cities, types, statuses]);
  return useDeferredValue(options);
}
