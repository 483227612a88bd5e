import { startTransition, useEffect, useState } from 'react';
import { getErrorStatus, getPropertyDetails, isPropertyId } from 'shared-api';
import type { PropertyDetail } from 'shared-api/contract';

export type PropertyDetailsState =
  { status: 'loading' } | { status: 'ready'; property: PropertyDetail } | { status: 'not-found' };

/**
 * One property's public details. A failed fetch is logged and leaves the page loading (spec
 * section 4), except a 404, which says the property does not exist.
 */
export function usePropertyDetails(id: string | undefined): PropertyDetailsState {
  const [state, setState] = useState<{ id: string; value: PropertyDetailsState } | null>(null);

  useEffect(() => {
    if (!isPropertyId(id)) return;
    let isCurrent = true;
    getPropertyDetails(id)
      .then((property) => {
        if (!isCurrent) return;
        // The whole property is the page's biggest render: as a transition it comes in slices.
        startTransition(() => setState({ id, value: { status: 'ready', property } }));
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        if (getErrorStatus(error) === 404) {
          setState({ id, value: { status: 'not-found' } });
          return;
        }
        console.error('Could not load the property details', error);
      });
    return () => {
      isCurrent = false;
    };
  }, [id]);

  if (!isPropertyId(id)) return { status: 'not-found' };
  // A new id shows the spinner at once rather than the previous property.
  return state?.id === id ? state.value : { status: 'loading' };
}
