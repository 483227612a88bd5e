import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCurrentUser } from 'shared-api';
import { forgetSessionRefused, stubApi, type ApiStub } from 'shared-api/testing';
import { navigateFully } from '../admin-shell/utils/full-navigation';
import { loadMockRemote } from '../../testing/remote-page-mock';
import { renderApp } from '../../testing/render-app';
import { ADMIN } from '../../testing/runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
// jsdom cannot load pages; the full navigation of the Logout button is observed here instead.
jest.mock('../admin-shell/utils/full-navigation', () => ({ navigateFully: jest.fn() }));

let server: ApiStub;

beforeEach(() => {
  jest.mocked(loadRemote).mockImplementation(loadMockRemote);
  server = stubApi().on('GET', '/api/dashboard/summary', {
    data: { properties: 1, newEnquiries: 0 },
  });
});
afterEach(() => {
  server.restore();
  forgetSessionRefused();
  localStorage.clear();
  jest.mocked(navigateFully).mockClear();
});

const loginPage = () => screen.findByRole('heading', { name: 'Remote page mfe_public/login' });

describe('the sign-in page a signed-in screen sends to', () => {
  it('says the session has ended when the boot found the stored token refused', async () => {
    localStorage.setItem('token', 'expired-overnight');
    server.on('GET', '/api/auth/me', { status: 401, data: { message: 'Please sign in' } });
    // The boot asks who is signed in, then renders nobody.
    await expect(fetchCurrentUser()).resolves.toBeNull();
    renderApp({ route: '/dashboard', user: null });

    expect(await loginPage()).toBeInTheDocument();
    expect(screen.getByText('Location: /login?ended=1')).toBeInTheDocument();
  });

  it('is the plain sign-in page for someone who never signed in', async () => {
    renderApp({ route: '/dashboard', user: null });

    expect(await loginPage()).toBeInTheDocument();
    expect(screen.getByText('Location: /login')).toBeInTheDocument();
  });

  it("is the plain sign-in page after the user's own Logout", async () => {
    server.on('POST', '/api/auth/logout', { data: { message: 'Signed out' } });
    renderApp({ route: '/dashboard', user: ADMIN });
    await screen.findByRole('heading', { name: 'Remote page mfe_properties/dashboard' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));

    expect(server.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(navigateFully).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
