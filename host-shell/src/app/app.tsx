import { StrictMode } from 'react';
import { AuthProvider, useSiteConfig } from 'shared-api';
import type { CurrentUser } from 'shared-api/contract';
import { BrowserRouter, UiProvider } from 'shared-ui';
import { AppRoutes } from './app-routes';

/** The providers every page and remote relies on, mounted once, and the router. */
export function App({ initialUser }: { initialUser: CurrentUser | null }) {
  const site = useSiteConfig();
  return (
    <StrictMode>
      <UiProvider titleSuffix={site.brokerName}>
        <AuthProvider initialUser={initialUser}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </UiProvider>
    </StrictMode>
  );
}
