import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider, setRuntimeConfig } from 'shared-api';
import type { CurrentUser, RuntimeConfig } from 'shared-api/contract';
import { UiProvider } from 'shared-ui';

export const API_BASE_URL = 'http://api.test';

export const AGENT: CurrentUser = { id: 3, name: 'Asha Patil', role: 'agent', username: 'asha' };
export const ADMIN: CurrentUser = { id: 1, name: 'Admin', role: 'admin', username: 'admin' };

const TEST_CONFIG = {
  apiBaseUrl: API_BASE_URL,
  remotes: {},
  site: { brokerName: 'Test Broker' },
} as unknown as RuntimeConfig;

/** Shows where the router is, so tests can assert navigation and URL state. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  /** The URL the page opens at. */
  route?: string;
  /** The route pattern the page is mounted at (for params), default: any path. */
  path?: string;
  user?: CurrentUser | null;
}

/**
 * Renders a page inside the real providers of the host (UiProvider, AuthProvider) and a
 * MemoryRouter, signed in as `user` (an agent by default).
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', path = '*', user = AGENT } = options;
  setRuntimeConfig(TEST_CONFIG);
  if (user) {
    window.localStorage.setItem('token', 'test-token');
    window.localStorage.setItem('id', String(user.id));
    window.localStorage.setItem('name', user.name);
  }
  // No pause between simulated keystrokes: whole-form tests stay fast on a busy machine.
  const events = userEvent.setup({ delay: null });
  const view = render(
    <UiProvider>
      <AuthProvider initialUser={user}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AuthProvider>
    </UiProvider>,
  );
  return { user: events, ...view };
}
