import { useEffect, useState } from 'react';
import { getCities } from 'shared-api';
import type { LookupItem } from 'shared-api/contract';

/**
 * The city list for the public forms. A failed load is only logged (spec section 8): the form
 * stays usable and its city rule reports the missing choice.
 */
export function useCities(): LookupItem[] {
  const [cities, setCities] = useState<LookupItem[]>([]);
  useEffect(() => {
    let isCurrent = true;
    getCities()
      .then((items) => {
        if (isCurrent) setCities(items);
      })
      .catch((error: unknown) => {
        console.error('Could not load the cities', error);
      });
    return () => {
      isCurrent = false;
    };
  }, []);
  return cities;
}
