import { startTransition, useEffect, useState } from 'react';
import { getCities, getLookup } from 'shared-api';
import { getMaster, type LookupItem } from 'shared-api/contract';

export interface FilterOptions {
  cities: LookupItem[];
  types: LookupItem[];
  statuses: LookupItem[];
}

const EMPTY: FilterOptions = { cities: [], types: [], statuses: [] };

/**
 * Choices of the home search. Each list loads on its own; a failure only empties that list. A list
 * that arrives renders as a transition (docs/decisions/060): the hook lives in the home page, so
 * each list re-renders the whole page, hero and cards, and outside a transition that was one task.
 * Lists that arrive together render together.
 */
export function useFilterOptions(): FilterOptions {
  const [options, setOptions] = useState<FilterOptions>(EMPTY);

  useEffect(() => {
    let isCurrent = true;
    const sources: [keyof FilterOptions, () => Promise<LookupItem[]>][] = [
      ['cities', getCities],
      ['types', () => getLookup(getMaster('property_types'))],
      ['statuses', () => getLookup(getMaster('statuses'))],
    ];
    for (const [key, load] of sources) {
      load()
        .then((items) => {
          if (!isCurrent) return;
          startTransition(() => setOptions((previous) => ({ ...previous, [key]: items })));
        })
        .catch((error: unknown) => console.error(`Could not load the ${key} filter`, error));
    }
    return () => {
      isCurrent = false;
    };
  }, []);

  return options;
}
