import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { stubApi } from '../testing/api-stub';
import { fetchCurrentUser } from './current-user';
import { forgetSessionRefused, getSignInPath, useSessionEndedNotice } from './session-end';

function Probe() {
  return <p>{useSessionEndedNotice() ? 'ended' : 'plain'}</p>;
}

afterEach(() => {
  localStorage.clear();
  forgetSessionRefused();
  window.history.replaceState(null, '', '/');
});

describe('useSessionEndedNotice', () => {
  it('is true on /login?ended=1, then takes the mark out of the address bar', () => {
    window.history.replaceState({ key: 'router' }, '', '/login?ended=1');
    render(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
    expect(screen.getByText('ended')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('');
    expect(window.history.state).toEqual({ key: 'router' });
  });

  it('is false on a plain visit to /login, and after a reload of the marked page', () => {
    window.history.replaceState(null, '', '/login?ended=1');
    render(<Probe />).unmount();
    // The address no longer carries the mark: the page opened again reads it plain.
    render(<Probe />);
    expect(screen.getByText('plain')).toBeInTheDocument();
  });
});

describe('getSignInPath', () => {
  it('is the plain sign-in page when nobody was signed in', async () => {
    const server = stubApi();
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(getSignInPath()).toBe('/login');
    expect(server.requests).toHaveLength(0);
    server.restore();
  });

  it('carries the notice once the server has refused the stored token', async () => {
    localStorage.setItem('token', 'expired');
    const server = stubApi().on('GET', '/api/auth/me', { status: 401, data: { message: 'No' } });
    await fetchCurrentUser();
    expect(getSignInPath()).toBe('/login?ended=1');
    server.restore();
  });

  it('stays plain when the server could not be asked', async () => {
    localStorage.setItem('token', 'good');
    const server = stubApi().on('GET', '/api/auth/me', { isNetworkError: true });
    await fetchCurrentUser();
    expect(getSignInPath()).toBe('/login');
    server.restore();
  });
});
