import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-api';
import { stubApi, type ApiStub, TEST_AGENT } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { SESSION_ENDED_TITLE, SignInAgainDialog } from './sign-in-again-dialog';

let api: ApiStub;

beforeEach(() => {
  api = stubApi();
  // The refused save: answered once the request carries the new token.
  api.on('PUT', '/api/property/update/5', (request) =>
    request.headers.get('Authorization') === 'Bearer new-token'
      ? { data: { message: 'Property updated successfully' } }
      : { status: 401, data: { message: 'Your session has expired. Please sign in again.' } },
  );
  api.on('POST', '/api/auth/logout', { status: 204 });
});
afterEach(() => {
  api.restore();
  localStorage.clear();
});

async function saveAndSeeDialog() {
  renderWithProviders(<SignInAgainDialog />, { user: TEST_AGENT });
  // Settled here, so a failure is this test's answer, not an unhandled rejection.
  const saving = apiClient.put('/api/property/update/5', { projectName: 'Green Meadows' }).then(
    () => 'saved',
    () => 'failed',
  );
  const dialog = await screen.findByRole('dialog', { name: SESSION_ENDED_TITLE });
  return { saving, dialog };
}

async function signIn(dialog: HTMLElement, id: number) {
  api.on('POST', '/api/auth/login', {
    data: { token: 'new-token', id, name: 'Someone', role: 'agent' },
  });
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText(/User name/), 'someone');
  await user.type(within(dialog).getByLabelText(/Password/), 'a long pass phrase');
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in-again dialog', () => {
  it('opens over the page on a 401, with focus in its first field', async () => {
    const { saving, dialog } = await saveAndSeeDialog();
    expect(within(dialog).getByLabelText(/User name/)).toHaveFocus();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await saving).toBe('failed');
  });

  it('sends the interrupted save again once the same person signs in, and closes', async () => {
    const { saving, dialog } = await saveAndSeeDialog();
    await signIn(dialog, TEST_AGENT.id);
    expect(await saving).toBe('saved');
    expect(api.callsTo('PUT', '/api/property/update/5').at(-1)?.body).toEqual({
      projectName: 'Green Meadows',
    });
    expect(localStorage.getItem('token')).toBe('new-token');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  // The way on to the sign-in page (a full navigation jsdom cannot make) is the client's own
  // test's (shared-api/src/http/api-client.test.ts); here, that the session is forgotten.
  it('keeps nothing for another person: their session is revoked and the stored one forgotten', async () => {
    const { saving, dialog } = await saveAndSeeDialog();
    await signIn(dialog, TEST_AGENT.id + 1);
    expect(await saving).toBe('failed');
    const revoke = api.callsTo('POST', '/api/auth/logout').at(-1);
    expect(revoke?.headers.get('Authorization')).toBe('Bearer new-token');
    expect(api.callsTo('PUT', '/api/property/update/5')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('forgets the session when closed, and fails the interrupted save', async () => {
    const { saving, dialog } = await saveAndSeeDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await saving).toBe('failed');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a wrong password in the dialog and stays open', async () => {
    const { dialog } = await saveAndSeeDialog();
    api.on('POST', '/api/auth/login', {
      status: 401,
      data: { message: 'Invalid username or password' },
    });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/User name/), 'agent');
    await user.type(within(dialog).getByLabelText(/Password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('Invalid username or password')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('test-token');
  });
});
