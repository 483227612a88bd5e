import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AuthProvider, RuntimeConfigProvider } from 'shared-api';
import type { CurrentUser, RuntimeConfig } from 'shared-api/contract';
import { UiProvider } from 'shared-ui';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';

export interface AppProps {
  initialUser: CurrentUser | null;
  /** The cache of server state: one per boot (one per request on the server), for every remote. */
  queryClient: QueryClient;
  /** The runtime configuration of the address the site was opened on. */
  config: RuntimeConfig;
  /** The address being rendered on the server; the browser's router reads the window's. */
  location?: string;
}

function Router({ location, children }: { location?: string; children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
}

/**
 * The providers every page and remote relies on, mounted once, and the router: the same tree on
 * the server (render-page.tsx) and in the browser, which hydrates it (decision 088).
 */
export function App({ initialUser, queryClient, config, location }: AppProps) {
  return (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <UiProvider titleSuffix={config.site.brokerName}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider initialUser={initialUser}>
              <Router location={location}>
                <AppRoutes />
              </Router>
            </AuthProvider>
          </QueryClientProvider>
        </UiProvider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
