import { registerRemotes } from '@module-federation/enhanced/runtime';
import { TEST_REMOTE_ENTRIES } from '../../testing/runtime-config';
import { registerRemotesFor, reRegisterRemote } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const registerRemotesMock = jest.mocked(registerRemotes);

function registeredNames(): string[] {
  return registerRemotesMock.mock.calls.flatMap(([remotes]) =>
    remotes.map((remote) => remote.name),
  );
}

beforeEach(() => registerRemotesMock.mockClear());

describe('registerRemotesFor', () => {
  it('registers only the public remote for a visitor', () => {
    expect(registerRemotesFor(null, TEST_REMOTE_ENTRIES)).toEqual(['mfe_public']);
    expect(registeredNames()).toEqual(['mfe_public']);
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'mfe_public', entry: TEST_REMOTE_ENTRIES.mfe_public },
    ]);
  });

  it('registers only the public remote for a signed-in buyer, as for a visitor (decision 094)', () => {
    expect(registerRemotesFor('buyer', TEST_REMOTE_ENTRIES)).toEqual(['mfe_public']);
    expect(registeredNames()).toEqual(['mfe_public']);
  });

  it('adds the properties remote for an agent and never an admin remote', () => {
    registerRemotesFor('agent', TEST_REMOTE_ENTRIES);
    expect(registeredNames()).toEqual(['mfe_public', 'mfe_properties']);
  });

  it('registers all four remotes for an admin', () => {
    registerRemotesFor('admin', TEST_REMOTE_ENTRIES);
    expect(registeredNames()).toEqual(['mfe_public', 'mfe_properties', 'mfe_masters', 'mfe_users']);
  });

  it('leaves out a remote the runtime config does not list', () => {
    const entries = Object.fromEntries(
      Object.entries(TEST_REMOTE_ENTRIES).filter(([name]) => name !== 'mfe_users'),
    );
    expect(registerRemotesFor('admin', entries)).toEqual([
      'mfe_public',
      'mfe_properties',
      'mfe_masters',
    ]);
  });
});

describe('reRegisterRemote', () => {
  it('forces a fresh registration of a remote registered at boot', () => {
    registerRemotesFor('agent', TEST_REMOTE_ENTRIES);
    registerRemotesMock.mockClear();

    expect(reRegisterRemote('mfe_properties')).toBe(true);
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [{ name: 'mfe_properties', entry: TEST_REMOTE_ENTRIES.mfe_properties }],
      { force: true },
    );
  });

  it('never lets a buyer’s retry fetch a staff remote', () => {
    registerRemotesFor('buyer', TEST_REMOTE_ENTRIES);
    registerRemotesMock.mockClear();

    expect(reRegisterRemote('mfe_properties')).toBe(false);
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });

  it('never registers a remote the viewer was not given at boot', () => {
    registerRemotesFor('agent', TEST_REMOTE_ENTRIES);
    registerRemotesMock.mockClear();

    expect(reRegisterRemote('mfe_users')).toBe(false);
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });
});
