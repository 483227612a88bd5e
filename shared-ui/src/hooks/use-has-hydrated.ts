import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates the server's HTML, true from then on (and always in a page rendered in
 * the browser alone). For what only the browser knows, such as a stored sign-in: rendered from the
 * first client render, it would differ from the server's HTML and spoil the hydration.
 */
export function useHasHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
