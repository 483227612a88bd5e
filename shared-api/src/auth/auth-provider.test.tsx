import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../testing/api-stub';
import { withQueryClient } from '../testing/query-wrapper';
import { AuthProvider, useAuth } from './auth-provider';
import { fetchCurrentUser } from './current-user';

const admin = { id: 1, name: 'Admin', role: 'admin' as const, username: 'admin' };

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p>status: {auth.status}</p>
      <p>user: {auth.isAuthenticated ? `${auth.name} (${auth.role}) #${auth.id}` : 'nobody'}</p>
      <button
        type="button"
        onClick={() => auth.signIn({ token: 'new-token', id: 5, name: 'Ravi', role: 'agent' })}
      >
        Sign in
      </button>
      <button type="button" onClick={() => void auth.signOut()}>
        Sign out
      </button>
    </div>
  );
}

afterEach(() => localStorage.clear());

describe('AuthProvider', () => {
  it('asks the server who the stored token belongs to, loading until it answers', async () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('id', '1');
    // A stored role must never be trusted.
    localStorage.setItem('role', 'agent');
    const server = stubApi().on('*', /.*/, { data: admin });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
      { wrapper: withQueryClient() },
    );
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('user: Admin (admin) #1')).toBeInTheDocument();
    expect(screen.getByText('status: ready')).toBeInTheDocument();
    expect(server.requests.map((request) => request.path)).toEqual(['/api/auth/me']);
    server.restore();
  });

  it('is ready at once with nobody, and makes no call, when no token is stored', () => {
    const server = stubApi();
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
      { wrapper: withQueryClient() },
    );
    expect(screen.getByText('status: ready')).toBeInTheDocument();
    expect(screen.getByText('user: nobody')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
    server.restore();
  });

  it('uses initialUser without a second call', () => {
    localStorage.setItem('token', 't1');
    const server = stubApi();
    render(
      <AuthProvider initialUser={admin}>
        <Probe />
      </AuthProvider>,
      { wrapper: withQueryClient() },
    );
    expect(screen.getByText('user: Admin (admin) #1')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
    server.restore();
  });

  it('stores token, id and name on sign-in, and revokes and forgets them on sign-out', async () => {
    const user = userEvent.setup();
    const server = stubApi().on('*', /.*/, { data: { message: 'Signed out' } });
    render(
      <AuthProvider initialUser={null}>
        <Probe />
      </AuthProvider>,
      { wrapper: withQueryClient() },
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('user: Ravi (agent) #5')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(localStorage.getItem('id')).toBe('5');
    expect(localStorage.getItem('name')).toBe('Ravi');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('user: nobody')).toBeInTheDocument();
    expect(server.last()?.path).toBe('/api/auth/logout');
    expect(server.last()?.headers.get('Authorization')).toBe('Bearer new-token');
    expect(localStorage.getItem('token')).toBeNull();
    server.restore();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    localStorage.setItem('token', 't1');
    const server = stubApi().on('*', /.*/, { status: 503 });
    render(
      <AuthProvider initialUser={admin}>
        <Probe />
      </AuthProvider>,
      { wrapper: withQueryClient() },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('user: nobody')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    server.restore();
  });
});

describe('fetchCurrentUser', () => {
  it('forgets a rejected token without redirecting', async () => {
    localStorage.setItem('token', 'stale');
    const server = stubApi().on('*', /.*/, { status: 401, data: { message: 'Please sign in' } });
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    server.restore();
  });

  it('keeps the token when the server fails for another reason', async () => {
    localStorage.setItem('token', 'good');
    const server = stubApi().on('*', /.*/, { status: 500 });
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(localStorage.getItem('token')).toBe('good');
    server.restore();
  });
});
