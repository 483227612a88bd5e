import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { AuthProvider, setRuntimeConfig, type CurrentUser, type RuntimeConfig } from 'shared-api';
import { UiProvider } from 'shared-ui';
import { TEST_CONFIG } from './fixtures';

export interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern the page is mounted at, e.g. '/details/:property_id'. */
  path?: string;
  user?: CurrentUser | null;
  config?: RuntimeConfig;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** The router's current location (updated as the page navigates). */
  location: () => Location;
}

/** Renders a page inside the real providers the host gives it: UI, auth and a router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', user = null, config = TEST_CONFIG }: RenderOptions = {},
): RenderWithProvidersResult {
  setRuntimeConfig(config);
  let current: Location | null = null;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const result = render(
    <UiProvider titleSuffix="Test Realty">
      <AuthProvider initialUser={user}>
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe />
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </UiProvider>,
  );
  return {
    ...result,
    location: () => {
      if (!current) throw new Error('The router has not rendered');
      return current;
    },
  };
}
