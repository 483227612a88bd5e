import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lookupQuery } from 'shared-api';
import { getMaster, type LookupItem } from 'shared-api/contract';

const NO_TYPES: LookupItem[] = [];

/**
 * The property types for the REQUIREMENT section, read on the server with the page (its `load`),
 * so the first HTML already has their checkboxes. A failed load is only logged, as for the cities:
 * the section stays usable and an empty list means "any type".
 */
export function usePropertyTypes(): LookupItem[] {
  const { data, error } = useQuery(lookupQuery(getMaster('property_types')));
  useEffect(() => {
    if (error) console.error('Could not load the property types', error);
  }, [error]);
  return data ?? NO_TYPES;
}
