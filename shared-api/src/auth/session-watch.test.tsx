import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as navigation from '../http/navigation';
import { redirectToLogin } from '../http/navigation';
import { stubApi, type ApiStub } from '../testing/api-stub';
import { withQueryClient } from '../testing/query-wrapper';
import { AuthProvider, useAuth } from './auth-provider';
import { SESSION_CHECK_INTERVAL_MS } from './session-watch';

// jsdom cannot navigate: the full navigation to /login is observed here instead.
jest.mock('../http/navigation', () => ({
  ...jest.requireActual<typeof navigation>('../http/navigation'),
  redirectToLogin: jest.fn(),
}));

const admin = { id: 1, name: 'Admin', role: 'admin' as const, username: 'admin' };
const redirect = jest.mocked(redirectToLogin);
let server: ApiStub;
let now = 1_000_000;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  localStorage.setItem('token', 't1');
  server = stubApi().on('GET', '/api/auth/me', {
    status: 401,
    data: { message: 'Please sign in' },
  });
});

afterEach(() => {
  server.restore();
  jest.restoreAllMocks();
  redirect.mockClear();
  localStorage.clear();
  visibility = 'visible';
});

function SignOutButton() {
  const auth = useAuth();
  return (
    <button type="button" onClick={() => void auth.signOut()}>
      {auth.isAuthenticated ? 'Sign out' : 'Signed out'}
    </button>
  );
}

function renderSignedIn(user: typeof admin | null = admin) {
  return render(
    <AuthProvider initialUser={user}>
      <SignOutButton />
    </AuthProvider>,
    { wrapper: withQueryClient() },
  );
}

/** The tab is hidden, then shown and focused again `after` milliseconds later. */
async function returnToTab(after: number) {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  now += after;
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('focus'));
  // Lets the check's request (sent from a task of its own) reach the stub and be answered.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

const checks = () => server.callsTo('GET', '/api/auth/me');

describe('the session check when a signed-in tab is shown again', () => {
  it('asks the server, and a 401 signs out to /login with the notice', async () => {
    renderSignedIn();
    await returnToTab(60 * 60_000);
    expect(checks()).toHaveLength(1);
    expect(checks()[0]?.headers.get('Authorization')).toBe('Bearer t1');
    expect(localStorage.getItem('token')).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('asks at most once a minute, counting from the boot', async () => {
    server.on('GET', '/api/auth/me', { data: admin });
    renderSignedIn();
    await returnToTab(SESSION_CHECK_INTERVAL_MS - 1_000);
    expect(checks()).toHaveLength(0);
    await returnToTab(2_000);
    expect(checks()).toHaveLength(1);
    await returnToTab(30_000);
    expect(checks()).toHaveLength(1);
    await returnToTab(SESSION_CHECK_INTERVAL_MS);
    expect(checks()).toHaveLength(2);
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('t1');
  });

  it('does not ask while the tab stays hidden', async () => {
    renderSignedIn();
    visibility = 'hidden';
    now += 60 * 60_000;
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(checks()).toHaveLength(0);
  });

  it('keeps the session when the server cannot be reached', async () => {
    server.on('GET', '/api/auth/me', { isNetworkError: true });
    renderSignedIn();
    await returnToTab(60 * 60_000);
    expect(checks()).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe('t1');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('does not watch for a visitor, nor after the user has signed out', async () => {
    server.on('POST', '/api/auth/logout', { data: { message: 'Signed out' } });
    renderSignedIn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('button', { name: 'Signed out' });
    await returnToTab(60 * 60_000);
    expect(checks()).toHaveLength(0);
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('a sign-out in another tab', () => {
  const removedElsewhere = (key: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));

  it('ends this tab’s session at once: /login with the notice', () => {
    renderSignedIn();
    localStorage.removeItem('token');
    removedElsewhere('token');
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('also when the other tab cleared the whole storage', () => {
    renderSignedIn();
    localStorage.clear();
    removedElsewhere(null);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('is ignored while this browser still holds a token, and for a visitor', () => {
    const { unmount } = renderSignedIn();
    removedElsewhere('name');
    removedElsewhere('token');
    unmount();
    localStorage.clear();
    renderSignedIn(null);
    removedElsewhere('token');
    expect(redirect).not.toHaveBeenCalled();
  });
});
