import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { use, useDeferredValue, useEffect, useMemo } from 'react';
import { getErrorStatus, isPropertyId, propertyDetailsQuery } from 'shared-api';
import type { PropertyDetail } from 'shared-api/contract';

export type PropertyDetailsState =
  { status: 'loading' } | { status: 'ready'; property: PropertyDetail } | { status: 'not-found' };

const LOADING: PropertyDetailsState = { status: 'loading' };
const NOT_FOUND: PropertyDetailsState = { status: 'not-found' };

// One settled promise per read in flight, so React's `use` sees the same promise on every attempt.
const settledReads = new WeakMap<Promise<unknown>, Promise<void>>();

/**
 * Waits (suspends) while a read of `queryKey` started before this page rendered is in flight: the
 * boot's, for the page opened at its address (route-table.ts). The page then renders complete at
 * once, and the server's first screen stays until then instead of a spinner (decision 072).
 */
function useReadStartedEarly(queryKey: QueryKey): void {
  const query = useQueryClient().getQueryCache().find({ queryKey, exact: true });
  const read =
    query?.state.data === undefined && query?.state.fetchStatus === 'fetching'
      ? query.promise
      : undefined;
  if (!read) return;
  let settled = settledReads.get(read);
  if (!settled) {
    settled = read.then(
      () => undefined,
      () => undefined,
    );
    settledReads.set(read, settled);
  }
  use(settled);
}

/**
 * One property's public details. A failed fetch is logged and leaves the page loading (spec
 * section 4), except a 404, which says the property does not exist.
 */
export function usePropertyDetails(id: string | undefined): PropertyDetailsState {
  const isValid = isPropertyId(id);
  const options = propertyDetailsQuery(isValid ? id : '');
  useReadStartedEarly(options.queryKey);
  const { data, error } = useQuery({ ...options, enabled: isValid });
  useEffect(() => {
    if (error && getErrorStatus(error) !== 404) {
      console.error('Could not load the property details', error);
    }
  }, [error]);

  const state = useMemo(() => {
    if (data) return { id, value: { status: 'ready', property: data } as const };
    return { id, value: getErrorStatus(error) === 404 ? NOT_FOUND : LOADING };
  }, [id, data, error]);
  // The whole property is the page's biggest render: deferred, it comes in slices.
  const shown = useDeferredValue(state);

  if (!isValid) return NOT_FOUND;
  // A new id shows the spinner at once rather than the previous property.
  return shown.id === id ? shown.value : LOADING;
}
