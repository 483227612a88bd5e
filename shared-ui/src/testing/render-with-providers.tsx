import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { AuthProvider, createQueryClient, setRuntimeConfig } from 'shared-api';
import type { CurrentUser, RuntimeConfig } from 'shared-api/contract';
import { TEST_RUNTIME_CONFIG } from 'shared-api/testing';
import { UiProvider } from '../theme/ui-provider';

export interface RenderWithProvidersOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern the page is mounted at (for params), e.g. '/details/:property_id'. */
  path?: string;
  /** The signed-in user (a token is stored for them, as after a login); null: nobody. */
  user?: CurrentUser | null;
  config?: RuntimeConfig;
  /** The server-state cache; a fresh one (retries off, as on the site) when not given. */
  queryClient?: QueryClient;
  /** e.g. `{ applyAccept: false }` to drop a file the input's `accept` would filter out. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  /** The router's current location (updated as the page navigates). */
  location: () => Location;
  /** The server-state cache the page reads through. */
  queryClient: QueryClient;
}

/**
 * Renders `ui` inside the providers the host mounts: UI, server state (a fresh cache per call, so
 * no test sees another's answers), auth and a memory router.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const { route = '/', path = '*', user = null, config = TEST_RUNTIME_CONFIG } = options;
  const queryClient = options.queryClient ?? createQueryClient();
  setRuntimeConfig(config);
  if (user) {
    window.localStorage.setItem('token', 'test-token');
    window.localStorage.setItem('id', String(user.id));
    window.localStorage.setItem('name', user.name);
  }
  let current: Location | null = null;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  // A wrapper, not a wrapping element, so `rerender` keeps the providers (and their state).
  function Providers({ children }: { children: ReactNode }) {
    return (
      <UiProvider titleSuffix={config.site.brokerName}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider initialUser={user}>
            <MemoryRouter initialEntries={[route]}>
              <LocationProbe />
              <Routes>
                <Route path={path} element={children} />
                {path !== '*' && <Route path="*" element={null} />}
              </Routes>
            </MemoryRouter>
          </AuthProvider>
        </QueryClientProvider>
      </UiProvider>
    );
  }
  // No pause between simulated keystrokes: whole-form tests stay fast on a busy machine.
  const events = userEvent.setup({ delay: null, ...options.userEventOptions });
  const result = render(ui, { wrapper: Providers });
  return {
    ...result,
    user: events,
    queryClient,
    location: () => {
      if (!current) throw new Error('The router has not rendered');
      return current;
    },
  };
}
