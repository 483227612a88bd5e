import { startTransition, use, useEffect, useState } from 'react';
import { getErrorStatus, getPropertyDetails, isPropertyId, peekPropertyDetails } from 'shared-api';
import type { PropertyDetail } from 'shared-api/contract';

export type PropertyDetailsState =
  { status: 'loading' } | { status: 'ready'; property: PropertyDetail } | { status: 'not-found' };

// One settled promise per boot read, so React's `use` sees the same promise on every attempt.
const settledReads = new WeakMap<Promise<PropertyDetail>, Promise<PropertyDetailsState | null>>();

/** A read's outcome as a state: null for a failure other than 404 (the page stays loading). */
function settle(read: Promise<PropertyDetail>): Promise<PropertyDetailsState | null> {
  let settled = settledReads.get(read);
  if (!settled) {
    settled = read.then(
      (property): PropertyDetailsState => ({ status: 'ready', property }),
      (error: unknown): PropertyDetailsState | null =>
        getErrorStatus(error) === 404 ? { status: 'not-found' } : null,
    );
    settledReads.set(read, settled);
  }
  return settled;
}

/**
 * One property's public details. A failed fetch is logged and leaves the page loading (spec
 * section 4), except a 404, which says the property does not exist.
 *
 * Opened at the property's address, the page waits (suspends) for the read the shell started at
 * boot and renders complete at once: the server's first screen of the property stays until then,
 * and the visitor never sees a spinner in its place (docs/decisions/072).
 */
export function usePropertyDetails(id: string | undefined): PropertyDetailsState {
  // shared-api is the host's copy: a host deployed before it had peekPropertyDetails has none.
  const canPeek = typeof peekPropertyDetails === 'function';
  const early = canPeek && isPropertyId(id) ? peekPropertyDetails(id) : null;
  const earlyState = early ? use(settle(early)) : null;
  const [state, setState] = useState<{ id: string; value: PropertyDetailsState } | null>(() =>
    earlyState && id ? { id, value: earlyState } : null,
  );

  useEffect(() => {
    if (!isPropertyId(id)) return;
    let isCurrent = true;
    getPropertyDetails(id)
      .then((property) => {
        if (!isCurrent) return;
        // The whole property is the page's biggest render: as a transition it comes in slices.
        // The boot's read, already shown, is the same object: nothing to render again.
        startTransition(() =>
          setState((current) =>
            current?.id === id &&
            current.value.status === 'ready' &&
            current.value.property === property
              ? current
              : { id, value: { status: 'ready', property } },
          ),
        );
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
