import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_ENDED_MESSAGE } from 'shared-api/contract';
import { stubApi, type ApiStub, type StubReply } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { navigateFully } from '../../../utils/full-navigation';
import { LoginPage } from './login-page';

// jsdom cannot load pages; the full navigation is observed here instead.
jest.mock('../../../utils/full-navigation', () => ({ navigateFully: jest.fn() }));

let api: ApiStub;
afterEach(() => {
  api.restore();
  localStorage.clear();
  jest.mocked(navigateFully).mockClear();
  window.history.replaceState(null, '', '/');
});

/** Opens the page at `address` (shared-api reads the session-ended mark from the address bar). */
function renderLogin(
  reply: StubReply | (() => Promise<StubReply>),
  address = '/login',
  isByEmail = false,
) {
  api = stubApi()
    .on('POST', '/api/auth/login', reply)
    .on('GET', '/api/auth/password-reset', { data: { isByEmail } });
  window.history.replaceState(null, '', address);
  return renderWithProviders(<LoginPage />, { route: address });
}

const signIns = () => api.requests.filter((request) => request.path === '/api/auth/login');

async function logIn(username = 'agent', password = 'secret1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('User name / Email'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In Now' }));
}

describe('LoginPage', () => {
  it('shows the two fields and the Log In Now button', () => {
    renderLogin({ data: {} });
    expect(screen.getByLabelText('User name / Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Log In Now' })).toBeInTheDocument();
    expect(document.title).toBe('Login | Test Realty');
  });

  it('requires both fields before calling the server', async () => {
    renderLogin({ data: {} });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log In Now' }));
    expect(await screen.findByText('User name / Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signIns()).toHaveLength(0);
  });

  it('stores the session, says so and reloads the app at the dashboard', async () => {
    let release: () => void = () => undefined;
    renderLogin(
      () =>
        new Promise<StubReply>((resolve) => {
          release = () =>
            resolve({ data: { token: 't0ken', id: 3, name: 'Agent Smith', role: 'agent' } });
        }),
    );
    await logIn();

    // A full-screen spinner while the request runs.
    expect(await screen.findByRole('status', { name: 'Logging in' })).toBeInTheDocument();
    release();

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(signIns()[0]?.body).toEqual({ username: 'agent', password: 'secret1' });
    expect(localStorage.getItem('token')).toBe('t0ken');
    expect(localStorage.getItem('id')).toBe('3');
    expect(localStorage.getItem('name')).toBe('Agent Smith');
    expect(navigateFully).toHaveBeenCalledWith('/dashboard');
  });

  it('reloads the app at My requirement for a buyer, never at the dashboard', async () => {
    renderLogin({ data: { token: 't0ken', id: 9, name: 'Sneha Patil', role: 'buyer' } });
    await logIn('sneha@example.com', 'Mango-Hill-42');
    await waitFor(() => expect(navigateFully).toHaveBeenCalledWith('/my_requirement'));
    expect(navigateFully).not.toHaveBeenCalledWith('/dashboard');
  });

  it("alerts the server's message when the credentials are refused", async () => {
    renderLogin({ status: 401, data: { message: 'Invalid username or password' } });
    await logIn('agent', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigateFully).not.toHaveBeenCalled();
  });

  it('says when to try again after too many failed sign-ins, from Retry-After', async () => {
    renderLogin({
      status: 429,
      headers: { 'retry-after': '840' },
      data: { message: 'Too many failed sign-in attempts. Please try again later.' },
    });
    await logIn('admin', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts. Please try again in 14 minutes.',
    );
  });

  it('says the seconds left when the wait is under a minute', async () => {
    renderLogin({
      status: 429,
      headers: { 'retry-after': '30' },
      data: { message: 'Too many requests. Please try again later.' },
    });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 30 seconds.',
    );
  });

  it("alerts 'An error occurred during login' on a network error", async () => {
    renderLogin({ isNetworkError: true });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during login');
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Logging in' })).not.toBeInTheDocument(),
    );
  });

  describe('Forgot password?', () => {
    it('is offered under the form once the server can e-mail the link', async () => {
      renderLogin({ data: {} }, '/login', true);
      expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
    });

    it('is not offered while mail is not set up', async () => {
      renderLogin({ data: {} });
      await waitFor(() =>
        expect(api.requests.some((r) => r.path === '/api/auth/password-reset')).toBe(true),
      );
      expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
    });
  });

  describe('the session-ended notice', () => {
    it('says the session has ended, above the form, when the server ended it', () => {
      renderLogin({ data: {} }, '/login?ended=1');
      const notice = screen.getByRole('status');
      expect(notice).toHaveTextContent(SESSION_ENDED_MESSAGE);
      const form = screen.getByRole('form', { name: 'Log in' });
      expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // Read once: a reload of this address shows the plain page.
      expect(window.location.search).toBe('');
    });

    it('is not shown on a plain visit', () => {
      renderLogin({ data: {} });
      expect(screen.queryByText(SESSION_ENDED_MESSAGE)).not.toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('is not shown after a wrong password', async () => {
      renderLogin({ status: 401, data: { message: 'Invalid username or password' } });
      await logIn('agent', 'wrong-password');
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
      expect(screen.queryByText(SESSION_ENDED_MESSAGE)).not.toBeInTheDocument();
    });
  });
});
