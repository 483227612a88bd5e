import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lookupQuery } from 'shared-api';
import { getMaster, type LookupItem } from 'shared-api/contract';

const NO_CITIES: LookupItem[] = [];

/**
 * The city list for the public forms, read once for every screen that chooses a city. A failed
 * load is only logged (docs/product.md section 6): the form stays usable and its city rule reports the
 * missing choice.
 */
export function useCities(): LookupItem[] {
  const { data, error } = useQuery(lookupQuery(getMaster('cities')));
  useEffect(() => {
    if (error) console.error('Could not load the cities', error);
  }, [error]);
  return data ?? NO_CITIES;
}
