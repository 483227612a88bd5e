import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_MODULE } from '../features/federation/fallback-plugin';
import { registerRemotesFor } from '../features/federation/remote-registry';
import { loadMockRemote } from '../testing/remote-page-mock';
import { renderApp } from '../testing/render-app';
import { TEST_REMOTE_ENTRIES } from '../testing/runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const PUBLIC_REMOTE = { name: 'mfe_public', entry: TEST_REMOTE_ENTRIES.mfe_public };

beforeAll(() => registerRemotesFor(null, TEST_REMOTE_ENTRIES));
beforeEach(() => {
  jest.mocked(registerRemotes).mockClear();
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

// Each test uses a page no other test in this file has loaded: a page's first lazy component
// lives for the whole module, as in the browser.
describe('a remote that fails to load', () => {
  it('shows the fallback from the runtime plugin inside a working shell, and Retry recovers', async () => {
    loadRemoteMock.mockResolvedValueOnce(FALLBACK_MODULE).mockImplementation(loadMockRemote);
    renderApp({ route: '/aboutus' });

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent(
      'This section is temporarily unavailable',
    );
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await userEvent.click(within(main).getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('heading', { name: 'Remote page mfe_public/about' }),
    ).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([PUBLIC_REMOTE], { force: true });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('contains a rejected load in the route error boundary, and Retry recovers', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockImplementation(loadMockRemote);
    renderApp({ route: '/contact' });

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent(
      'This section is temporarily unavailable',
    );

    await userEvent.click(within(main).getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('heading', { name: 'Remote page mfe_public/contact' }),
    ).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([PUBLIC_REMOTE], { force: true });
  });

  it('keeps the rest of the site usable: another page still opens from the navigation', async () => {
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'mfe_public/home-loan' ? Promise.resolve(FALLBACK_MODULE) : loadMockRemote(id),
    );
    renderApp({ route: '/home_loan' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This section is temporarily unavailable',
    );

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Post Requirement' }));

    expect(
      await screen.findByRole('heading', { name: 'Remote page mfe_public/post-requirement' }),
    ).toBeInTheDocument();
  });
});
