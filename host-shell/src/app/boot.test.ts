import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchCurrentUser, loadRuntimeConfig } from 'shared-api';
import { stubApi, type ApiStub } from 'shared-api/testing';
import { ADMIN, AGENT, BUYER, TEST_CONFIG } from '../testing/runtime-config';
import { loadAdminLayout } from '../features/admin-shell/load-admin-layout';
import { bootShell } from './boot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../features/admin-shell/load-admin-layout', () => ({
  loadAdminLayout: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('shared-api', () => ({
  ...jest.requireActual<object>('shared-api'),
  loadRuntimeConfig: jest.fn(),
  fetchCurrentUser: jest.fn(),
}));

const registerRemotesMock = jest.mocked(registerRemotes);

function requestedEntries(): string[] {
  return registerRemotesMock.mock.calls.flatMap(([remotes]) =>
    remotes.map((remote) => ('entry' in remote ? remote.entry : '')),
  );
}

let api: ApiStub;

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(loadRuntimeConfig).mockResolvedValue(TEST_CONFIG);
  api = stubApi().on('GET', /^\/api\/property\/details\//, { data: { id: 7 } });
});
afterEach(() => api.restore());

describe('bootShell', () => {
  it('gives a visitor only the public remote', async () => {
    jest.mocked(fetchCurrentUser).mockResolvedValue(null);

    await expect(bootShell()).resolves.toMatchObject({ user: null, remotes: ['mfe_public'] });
    expect(requestedEntries()).toEqual([TEST_CONFIG.remotes.mfe_public]);
  });

  it('gives a signed-in buyer only the public remote, even opening a staff page', async () => {
    jest.mocked(fetchCurrentUser).mockResolvedValue(BUYER);
    window.history.pushState(null, '', '/dashboard');

    await expect(bootShell()).resolves.toMatchObject({ user: BUYER, remotes: ['mfe_public'] });
    expect(requestedEntries()).toEqual([TEST_CONFIG.remotes.mfe_public]);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(loadAdminLayout).not.toHaveBeenCalled();
  });

  it('gives an agent the public and properties remotes, never the admin ones', async () => {
    jest.mocked(fetchCurrentUser).mockResolvedValue(AGENT);

    const result = await bootShell();

    expect(result.remotes).toEqual(['mfe_public', 'mfe_properties']);
    expect(requestedEntries()).not.toContain(TEST_CONFIG.remotes.mfe_masters);
    expect(requestedEntries()).not.toContain(TEST_CONFIG.remotes.mfe_users);
  });

  it('gives the admin all four remotes', async () => {
    jest.mocked(fetchCurrentUser).mockResolvedValue(ADMIN);

    const result = await bootShell();

    expect(result).toMatchObject({
      user: ADMIN,
      remotes: ['mfe_public', 'mfe_properties', 'mfe_masters', 'mfe_users'],
    });
  });

  it('installs the fallback plugin before any remote can be loaded', async () => {
    jest.mocked(fetchCurrentUser).mockResolvedValue(null);

    await bootShell();

    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'host-shell-remote-fallback' }),
    ]);
    const pluginOrder = jest.mocked(registerPlugins).mock.invocationCallOrder[0]!;
    expect(pluginOrder).toBeLessThan(registerRemotesMock.mock.invocationCallOrder[0]!);
  });

  it('starts downloading the page being opened before the shell renders', async () => {
    jest.mocked(fetchCurrentUser).mockResolvedValue(null);
    window.history.pushState(null, '', '/details/7');

    await bootShell();

    expect(loadRemote).toHaveBeenCalledWith('mfe_public/property-details');
  });

  it("starts the back office's frame with a staff page, and never for a visitor", async () => {
    jest.mocked(fetchCurrentUser).mockResolvedValue(null);
    for (const path of ['/', '/details/7', '/dashboard']) {
      window.history.pushState(null, '', path);
      await bootShell();
    }
    expect(loadAdminLayout).not.toHaveBeenCalled();

    jest.mocked(fetchCurrentUser).mockResolvedValue(AGENT);
    window.history.pushState(null, '', '/dashboard');
    await bootShell();
    expect(loadAdminLayout).toHaveBeenCalledTimes(1);
  });

  it('never downloads ahead a page of a remote the viewer may not use', async () => {
    jest.mocked(fetchCurrentUser).mockResolvedValue(AGENT);
    window.history.pushState(null, '', '/add_user');

    await bootShell();

    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("reads no page's data at boot: the server's page carries it (decision 088)", async () => {
    jest.mocked(fetchCurrentUser).mockResolvedValue(null);
    for (const path of ['/details/7', '/details/abc', '/', '/aboutus']) {
      window.history.pushState(null, '', path);
      const { queryClient } = await bootShell();
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    }

    expect(api.requests).toEqual([]);
  });

  it('gives each boot a cache of its own', async () => {
    jest.mocked(fetchCurrentUser).mockResolvedValue(null);

    const first = await bootShell();
    const second = await bootShell();

    expect(second.queryClient).not.toBe(first.queryClient);
  });

  it('fails when the runtime config cannot be loaded, registering nothing', async () => {
    jest.mocked(loadRuntimeConfig).mockRejectedValue(new Error('HTTP 404'));

    await expect(bootShell()).rejects.toThrow('HTTP 404');
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });
});
