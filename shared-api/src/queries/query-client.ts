import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Page } from '../endpoints/properties';

/**
 * A new cache of server state, with the site's defaults. The host creates one per boot (not one
 * per module, so a server rendering pages can create one per request) and provides it to every
 * remote; tests create one per test.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Each screen says what a failed load does (most only log it, docs/product.md section 6): the answer
        // is final, and a missing property says so at once instead of after three retries.
        retry: false,
        // A request goes out whatever the browser believes about the network, and a failure is
        // reported, rather than a spinner that waits for the browser to say it is online.
        networkMode: 'always',
        // Screens load when they open and after the changes made here; coming back to the tab
        // reloads nothing behind the user's back.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * After a change made here, the reads under `queryKeys`: the ones on screen load again now (the
 * promise waits for them, unless `onScreen` is 'keep': the caller already holds the server's
 * answer); the others are dropped, so the next screen that needs one waits for the server rather
 * than showing, even for a moment, what was true before the change.
 */
export async function refreshAfterChange(
  client: QueryClient,
  queryKeys: readonly QueryKey[],
  onScreen: 'reload' | 'keep' = 'reload',
): Promise<void> {
  for (const queryKey of queryKeys) client.removeQueries({ queryKey, type: 'inactive' });
  await Promise.all(
    queryKeys.map((queryKey) =>
      client.invalidateQueries({ queryKey, refetchType: onScreen === 'keep' ? 'none' : 'active' }),
    ),
  );
}

/**
 * Gives the row `id` of the page cached under `queryKey` the server's answer (`patch`), where it
 * is, even when it no longer matches the page's filter: a status changed in a list stays in view
 * until the list loads again.
 */
export function patchPageRow<T extends { id: number }>(
  client: QueryClient,
  queryKey: QueryKey,
  id: number,
  patch: Partial<T>,
): void {
  client.setQueryData<Page<T>>(queryKey, (current) =>
    current
      ? {
          ...current,
          items: current.items.map((item) => (item.id === id ? { ...item, ...patch } : item)),
        }
      : current,
  );
}
