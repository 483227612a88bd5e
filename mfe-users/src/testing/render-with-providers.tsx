import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

type UserEventOptions = Parameters<typeof userEvent.setup>[0];
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider, setRuntimeConfig } from 'shared-api';
import type { CurrentUser, RuntimeConfig } from 'shared-api/contract';
import { UiProvider } from 'shared-ui';

/** The seeded administrator, as GET /api/auth/me describes it. */
export const ADMIN_USER: CurrentUser = { id: 1, name: 'Admin', role: 'admin', username: 'admin' };

export const TEST_API_BASE_URL = 'http://api.test';

const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: TEST_API_BASE_URL,
  remotes: {},
  site: {
    brokerName: 'Test Realty',
    city: 'Pune',
    tagline: 'Homes in Pune',
    founder: 'A. Founder',
    yearsOfExperience: 10,
    dealsClosed: 100,
    phone: '+91 98000 00000',
    whatsapp: '919800000000',
    email: 'hello@example.test',
    address: {
      street: '1 Road',
      landmark: 'Near park',
      locality: 'Baner',
      city: 'Pune',
      pin: '411045',
    },
    mapEmbedUrl: 'https://www.google.com/maps/embed?pb=test',
    social: { youtube: '', instagram: '', facebook: '', whatsapp: '' },
    banks: [],
    specialThanks: [],
    keywords: [],
  },
};

export interface RenderOptions {
  route?: string;
  user?: CurrentUser | null;
  /** e.g. `{ applyAccept: false }` to drop a file the input's `accept` would filter out. */
  userEventOptions?: UserEventOptions;
}

/** Renders `ui` inside the providers the host mounts (UI, auth, a memory router). */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', user = ADMIN_USER, userEventOptions }: RenderOptions = {},
): RenderResult & { user: UserEvent } {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  const events = userEvent.setup(userEventOptions);
  // A wrapper, not a wrapping element, so `rerender` keeps the providers (and their state).
  function Providers({ children }: { children: ReactNode }) {
    return (
      <UiProvider titleSuffix="Test Realty">
        <AuthProvider initialUser={user}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </AuthProvider>
      </UiProvider>
    );
  }
  const result = render(ui, { wrapper: Providers });
  return { ...result, user: events };
}
