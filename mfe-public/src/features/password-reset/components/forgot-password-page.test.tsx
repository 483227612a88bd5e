import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RESET_SENT } from 'shared-api/contract';
import { stubApi, type ApiStub, type StubReply } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { ForgotPasswordPage } from './forgot-password-page';

let api: ApiStub;
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

/** A refused form logs the error (useFormSubmit); the test checks what the person sees. */
const quietLog = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

function renderPage(reply: StubReply) {
  api = stubApi().on('POST', '/api/auth/forgot-password', reply);
  return renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
}

async function send(username: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('User name / Email'), username);
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
}

describe('ForgotPasswordPage', () => {
  it("sends the typed name and announces the server's one answer", async () => {
    renderPage({ status: 202, data: { message: PASSWORD_RESET_SENT } });
    expect(document.title).toBe('Forgot password | Test Realty');
    await send('asha@broker.example');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_SENT);
    expect(api.requests[0]?.body).toEqual({ username: 'asha@broker.example' });
    expect(screen.getByLabelText('User name / Email')).toHaveValue('');
  });

  it('asks for the name before calling the server', async () => {
    renderPage({ status: 202, data: { message: PASSWORD_RESET_SENT } });
    await send('');
    expect(await screen.findByText('User name / Email is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("alerts the server's refusal when there were too many requests", async () => {
    const log = quietLog();
    const refusal = 'Too many submissions from your network. Please try again later.';
    renderPage({ status: 429, data: { message: refusal }, headers: { 'retry-after': '60' } });
    await send('admin');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(log).toHaveBeenCalled();
  });
});
