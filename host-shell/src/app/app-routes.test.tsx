import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import { MASTERS } from 'shared-api/contract';
import { stubApi, type ApiStub } from 'shared-api/testing';
import { loadMockRemote } from '../testing/remote-page-mock';
import { renderApp } from '../testing/render-app';
import { ADMIN, AGENT, BUYER } from '../testing/runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
let api: ApiStub;

beforeEach(() => {
  loadRemoteMock.mockClear();
  loadRemoteMock.mockImplementation(loadMockRemote);
  api = stubApi().on('GET', '/api/dashboard/summary', {
    data: { properties: 3, newEnquiries: 0 },
  });
});
afterEach(() => {
  api.restore();
  localStorage.clear();
});

function requestedModules(): string[] {
  return loadRemoteMock.mock.calls.map(([id]) => id);
}

describe('routes', () => {
  it.each([
    ['/', 'mfe_public/home'],
    ['/aboutus', 'mfe_public/about'],
    ['/home_loan', 'mfe_public/home-loan'],
    ['/contact', 'mfe_public/contact'],
    ['/post_req', 'mfe_public/post-requirement'],
    ['/details/42', 'mfe_public/property-details'],
  ])('shows %s from %s inside the public shell', async (route, module) => {
    renderApp({ route });

    expect(
      await screen.findByRole('heading', { name: `Remote page ${module}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/dashboard', '/add_property', '/edit_form/3', '/table_detail', '/add_user', '/status'])(
    'sends a visitor without a stored token from %s to /login',
    async (route) => {
      renderApp({ route });

      expect(
        await screen.findByRole('heading', { name: 'Remote page mfe_public/login' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Location: /login')).toBeInTheDocument();
      // Only public code is requested (the login page may already be loaded by an earlier test).
      expect(requestedModules().filter((id) => !id.startsWith('mfe_public/'))).toEqual([]);
    },
  );

  it.each(['/dashboard', '/add_property', '/table_detail', '/add_user', '/status'])(
    'sends a signed-in buyer from %s to My requirement, requesting no staff code',
    async (route) => {
      renderApp({ route, user: BUYER });

      expect(
        await screen.findByRole('heading', { name: 'Remote page mfe_public/my-requirement' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Location: /my_requirement')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Discover' })).not.toBeInTheDocument();
      expect(requestedModules().filter((id) => !id.startsWith('mfe_public/'))).toEqual([]);
    },
  );

  it('shows a signed-in buyer My requirement inside the public shell', async () => {
    renderApp({ route: '/my_requirement', user: BUYER });

    expect(
      await screen.findByRole('heading', { name: 'Remote page mfe_public/my-requirement' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('sends a visitor from My requirement to /login and staff to the dashboard', async () => {
    const { unmount } = renderApp({ route: '/my_requirement' });
    expect(await screen.findByText('Location: /login')).toBeInTheDocument();
    unmount();
    localStorage.clear();

    renderApp({ route: '/my_requirement', user: AGENT });
    expect(await screen.findByText('Location: /dashboard')).toBeInTheDocument();
  });

  it('shows an agent the signed-in pages inside the admin shell', async () => {
    renderApp({ route: '/add_project', user: AGENT });

    expect(
      await screen.findByRole('heading', { name: 'Remote page mfe_properties/add-property' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Discover' })).toBeInTheDocument();
  });

  it('refuses an agent an admin page without requesting its remote', async () => {
    renderApp({ route: '/add_user', user: AGENT });

    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(requestedModules()).toEqual([]);
  });

  it.each(MASTERS.map((master) => [master.route, master.key]))(
    'gives the admin the master screen at %s for the %s list',
    async (route, key) => {
      renderApp({ route, user: ADMIN });

      expect(
        await screen.findByRole('heading', { name: 'Remote page mfe_masters/master-screen' }),
      ).toBeInTheDocument();
      expect(screen.getByText(`Master list: ${key}`)).toBeInTheDocument();
    },
  );

  it('answers an unknown path with Page not found and a link home', async () => {
    renderApp({ route: '/no/such/page' });

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.title).toContain('Page not found');
    expect(requestedModules()).toEqual([]);
    await screen.findByRole('navigation', { name: 'Main' });
  });
});
