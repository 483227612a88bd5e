import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../queries/query-client';

/**
 * A `wrapper` for render and renderHook: the site's query client, fresh for each call unless one
 * is given, so no test sees another's cache (retries are off, as on the site).
 */
export function withQueryClient(client: QueryClient = createQueryClient()) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}
