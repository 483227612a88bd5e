import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { AuthProvider, useSiteConfig } from 'shared-api';
import type { CurrentUser } from 'shared-api/contract';
import { BrowserRouter, UiProvider } from 'shared-ui';
import { AppRoutes } from './app-routes';

export interface AppProps {
  initialUser: CurrentUser | null;
  /** The boot's cache of server state: one per boot, shared by the shell and every remote. */
  queryClient: QueryClient;
}

/** The providers every page and remote relies on, mounted once, and the router. */
export function App({ initialUser, queryClient }: AppProps) {
  const site = useSiteConfig();
  return (
    <StrictMode>
      <UiProvider titleSuffix={site.brokerName}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider initialUser={initialUser}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AuthProvider>
        </QueryClientProvider>
      </UiProvider>
    </StrictMode>
  );
}
