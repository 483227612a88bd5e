import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { loadMockRemote } from '../testing/remote-page-mock';
import { renderApp } from '../testing/render-app';
import { AGENT } from '../testing/runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
// The admin layout's chunk could not be downloaded (say the connection dropped).
jest.mock('../features/admin-shell/load-admin-layout', () => ({
  loadAdminLayout: () => Promise.reject(new Error('Loading chunk admin-layout failed')),
}));

beforeEach(() => {
  jest.mocked(loadRemote).mockImplementation(loadMockRemote);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('the back office frame, when its chunk cannot be downloaded', () => {
  it('says the section is unavailable and offers Retry, instead of a blank page', async () => {
    renderApp({ route: '/dashboard', user: AGENT });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This section is temporarily unavailable',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
