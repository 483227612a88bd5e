import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider, createQueryClient, setRuntimeConfig } from 'shared-api';
import type { CurrentUser } from 'shared-api/contract';
import { UiProvider } from 'shared-ui';
import { AppRoutes } from '../app/app-routes';
import { TEST_CONFIG } from './runtime-config';

interface RenderAppOptions {
  route?: string;
  /** The user the boot confirmed; a token is stored for them. */
  user?: CurrentUser | null;
  /** A stored token without a confirmed user (e.g. the API was unreachable at boot). */
  hasToken?: boolean;
}

/** The host's routes inside the real providers, as the shell renders them after boot. */
export function renderApp({
  route = '/',
  user = null,
  hasToken = user !== null,
}: RenderAppOptions = {}) {
  setRuntimeConfig(TEST_CONFIG);
  if (hasToken) {
    localStorage.setItem('token', 'test-token');
    if (user) {
      localStorage.setItem('id', String(user.id));
      localStorage.setItem('name', user.name);
    }
  }
  return render(
    <UiProvider titleSuffix={TEST_CONFIG.site.brokerName}>
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider initialUser={user}>
          <MemoryRouter initialEntries={[route]}>
            <AppRoutes />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </UiProvider>,
  );
}
