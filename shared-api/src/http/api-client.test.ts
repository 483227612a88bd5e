import { waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '../config/runtime-config';
import type { RuntimeConfig } from '../contract/types';
import { login } from '../endpoints/auth';
import { createProperty, getProperties } from '../endpoints/properties';
import { getUsers } from '../endpoints/users';
import { finishSignInAgain, registerSignInAgainDialog } from '../auth/session-recovery';
import { stubApi } from '../testing/api-stub';
import { apiClient } from './api-client';
import { getErrorMessage, getErrorStatus } from './errors';
import type * as navigation from './navigation';
import { redirectToLogin } from './navigation';

jest.mock('./navigation', () => ({
  ...jest.requireActual<typeof navigation>('./navigation'),
  redirectToLogin: jest.fn(),
}));

const redirect = jest.mocked(redirectToLogin);

function storeToken() {
  localStorage.setItem('token', 'secret-token');
  localStorage.setItem('id', '7');
  localStorage.setItem('name', 'Asha');
}

afterEach(() => {
  localStorage.clear();
  redirect.mockClear();
});

describe('apiClient', () => {
  it('sends the stored token as a Bearer Authorization header', async () => {
    storeToken();
    const server = stubApi().on('*', /.*/, { data: [] });
    await getUsers();
    expect(server.last()?.headers.get('Authorization')).toBe('Bearer secret-token');
    server.restore();
  });

  it('sends no Authorization header when nothing is stored', async () => {
    const server = stubApi().on('*', /.*/, { data: [] });
    await getUsers();
    expect(server.last()?.headers.has('Authorization')).toBe(false);
    server.restore();
  });

  it('uses the runtime config apiBaseUrl read at request time', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test:4000/' } as RuntimeConfig);
    const server = stubApi().on('*', /.*/, { data: [] });
    await apiClient.get('/api/health');
    expect(server.last()?.baseURL).toBe('http://api.test:4000');
    server.restore();
  });

  it('clears the stored session and goes to /login on a 401 to a request that carried a token', async () => {
    storeToken();
    const server = stubApi().on('*', /.*/, { status: 401, data: { message: 'Please sign in' } });
    await expect(getUsers()).rejects.toThrow();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('id')).toBeNull();
    expect(localStorage.getItem('name')).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
    server.restore();
  });

  it('leaves a 401 without a token to the caller (no sign-out, no redirect)', async () => {
    const server = stubApi().on('*', /.*/, { status: 401, data: { message: 'Please sign in' } });
    await expect(getUsers()).rejects.toThrow();
    expect(redirect).not.toHaveBeenCalled();
    server.restore();
  });

  it('never signs out on a 401 answer to the login call itself', async () => {
    storeToken();
    const server = stubApi().on('*', /.*/, {
      status: 401,
      data: { message: 'Invalid username or password' },
    });
    await expect(login({ username: 'a', password: 'b' })).rejects.toThrow();
    expect(localStorage.getItem('token')).toBe('secret-token');
    expect(redirect).not.toHaveBeenCalled();
    server.restore();
  });

  it('does not sign out on other errors such as 403', async () => {
    storeToken();
    const server = stubApi().on('*', /.*/, { status: 403, data: { message: 'No' } });
    await expect(getUsers()).rejects.toThrow();
    expect(localStorage.getItem('token')).toBe('secret-token');
    expect(redirect).not.toHaveBeenCalled();
    server.restore();
  });
});

describe('what the endpoint functions send and read through the instance', () => {
  it('sends the query without empty values and reads the total from X-Total-Count', async () => {
    const server = stubApi().on('GET', '/api/property/properties', {
      data: [{ id: 1 }],
      headers: { 'X-Total-Count': '41' },
    });
    const page = await getProperties({ limit: 10, q: undefined, bhk: [2, 3] });
    expect(page.total).toBe(41);
    expect(server.last()?.params).toEqual({ limit: 10, bhk: '2,3' });
    server.restore();
  });

  it('sends a value as JSON and reports an upload as the fraction 0..1', async () => {
    const fractions: number[] = [];
    const server = stubApi()
      .on('POST', '/api/property/store', (request) => {
        request.reportProgress(0.5);
        request.reportProgress(1);
        return { data: { message: 'Property added successfully', id: 3 } };
      })
      .on('POST', '/api/master_table/connect', { data: { message: 'Sent' } });
    await createProperty(new FormData(), (fraction) => fractions.push(fraction));
    expect(server.last()?.body).toBeInstanceOf(FormData);
    expect(fractions).toEqual([0.5, 1]);

    await apiClient.post('/api/master_table/connect', { name: 'Asha' });
    expect(server.last()?.body).toEqual({ name: 'Asha' });
    expect(server.last()?.headers.get('Content-Type')).toContain('application/json');
    server.restore();
  });

  it("rejects an answer other than 2xx with the server's status and message, and no answer with none", async () => {
    const server = stubApi()
      .on('GET', '/api/property/details/9', {
        status: 404,
        data: { message: 'Property not found' },
      })
      .on('GET', '/api/health', { isNetworkError: true });
    const missing: unknown = await apiClient
      .get('/api/property/details/9')
      .catch((e: unknown) => e);
    expect(getErrorStatus(missing)).toBe(404);
    expect(getErrorMessage(missing, 'x')).toBe('Property not found');
    const offline: unknown = await apiClient.get('/api/health').catch((e: unknown) => e);
    expect(getErrorStatus(offline)).toBeNull();
    expect(getErrorMessage(offline, 'Offline')).toBe('Offline');
    server.restore();
  });
});

describe('a session that ends while a sign-in-again dialog is mounted', () => {
  it('holds the refused request until the same person signs in again, then sends it with the new token', async () => {
    storeToken();
    const unmount = registerSignInAgainDialog();
    const server = stubApi().on('PUT', '/api/property/update/5', (request) =>
      request.headers.get('Authorization') === 'Bearer new-token'
        ? { data: { message: 'Property updated successfully' } }
        : { status: 401, data: { message: 'Please sign in' } },
    );
    const saving = apiClient.put('/api/property/update/5', { name: 'Green Meadows' });
    await waitFor(() => expect(server.requests).toHaveLength(1));
    localStorage.setItem('token', 'new-token');
    finishSignInAgain(true);
    await expect(saving).resolves.toMatchObject({ status: 200 });
    expect(server.requests).toHaveLength(2);
    expect(server.last()?.body).toEqual({ name: 'Green Meadows' });
    expect(redirect).not.toHaveBeenCalled();
    unmount();
    server.restore();
  });

  it('signs out and goes to the sign-in page when the dialog is closed', async () => {
    storeToken();
    const unmount = registerSignInAgainDialog();
    const server = stubApi().on('*', /.*/, { status: 401, data: { message: 'Please sign in' } });
    const loading = getUsers();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    finishSignInAgain(false);
    await expect(loading).rejects.toThrow();
    expect(localStorage.getItem('token')).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
    unmount();
    server.restore();
  });
});

describe('redirectToLogin', () => {
  const { redirectToLogin: realRedirect } = jest.requireActual<typeof navigation>('./navigation');

  it('navigates fully to /login marked as a session the server ended', () => {
    const location = { pathname: '/table_detail', assign: jest.fn() };
    realRedirect(location);
    expect(location.assign).toHaveBeenCalledWith('/login?ended=1');
  });

  it('does nothing when already on /login', () => {
    const location = { pathname: '/login', assign: jest.fn() };
    realRedirect(location);
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe('the session-ended mark', () => {
  const { hasSessionEndedMark, removeSessionEndedMark } =
    jest.requireActual<typeof navigation>('./navigation');

  it('is on the address the redirect goes to, and on no plain sign-in address', () => {
    expect(hasSessionEndedMark({ pathname: '/login', search: '?ended=1' })).toBe(true);
    expect(hasSessionEndedMark({ pathname: '/login', search: '' })).toBe(false);
    expect(hasSessionEndedMark({ pathname: '/login', search: '?ended=0' })).toBe(false);
    expect(hasSessionEndedMark({ pathname: '/dashboard', search: '?ended=1' })).toBe(false);
  });

  it('leaves the address bar without a navigation, keeping the history state', () => {
    const history = { state: { key: 'router-key' }, replaceState: jest.fn() };
    removeSessionEndedMark({ href: 'http://site.test/login?ended=1&next=%2Fx#top' }, history);
    expect(history.replaceState).toHaveBeenCalledWith(
      { key: 'router-key' },
      '',
      '/login?next=%2Fx#top',
    );
  });
});
