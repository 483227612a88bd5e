import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { isPropertyId, propertyDetailsQuery } from 'shared-api';
import type { PropertyDetail } from 'shared-api/contract';

export type PropertyDetailsState =
  { status: 'loading' } | { status: 'ready'; property: PropertyDetail } | { status: 'not-found' };

const LOADING: PropertyDetailsState = { status: 'loading' };
const NOT_FOUND: PropertyDetailsState = { status: 'not-found' };

/**
 * One property's public details: from the server's rendering of the page when it was opened at
 * its address, else read now. A failed fetch is logged and leaves the page loading (spec section
 * 4), except a 404, which says the property does not exist.
 */
export function usePropertyDetails(id: string | undefined): PropertyDetailsState {
  const isValid = isPropertyId(id);
  const { data, error } = useQuery({
    ...propertyDetailsQuery(isValid ? id : ''),
    enabled: isValid,
  });
  useEffect(() => {
    if (error) console.error('Could not load the property details', error);
  }, [error]);

  const state = useMemo(() => {
    if (data) return { id, value: { status: 'ready', property: data } as const };
    return { id, value: data === null ? NOT_FOUND : LOADING };
  }, [id, data]);
  // The whole property is the page's biggest render: deferred, it comes in slices.
  const shown = useDeferredValue(state);

  if (!isValid) return NOT_FOUND;
  // A new id shows the spinner at once rather than the previous property.
  return shown.id === id ? shown.value : LOADING;
}
