import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_LINK_INVALID,
} from 'shared-api/contract';
import { stubApi, type ApiStub, type StubReply } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { ResetPasswordPage } from './reset-password-page';

let api: ApiStub;
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

/** A refused form logs the error (useFormSubmit); the test checks what the person sees. */
const quietLog = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

function renderPage(reply: StubReply, route = '/reset-password?token=abc123') {
  api = stubApi().on('POST', '/api/auth/reset-password', reply);
  return renderWithProviders(<ResetPasswordPage />, { route });
}

async function setPassword(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('ResetPasswordPage', () => {
  it("sends the link's token with the new password, then offers to sign in, focused", async () => {
    renderPage({ data: { message: PASSWORD_RESET_DONE } });
    expect(document.title).toBe('Set a new password | Test Realty');
    await setPassword('river-kite-42');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_DONE);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveFocus();
    expect(api.requests[0]?.body).toEqual({ token: 'abc123', password: 'river-kite-42' });
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it("checks the contract's rule and the confirmation before calling the server", async () => {
    renderPage({ data: { message: PASSWORD_RESET_DONE } });
    await setPassword('abc', 'abd');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("puts the server's refusal of a common password under its field", async () => {
    quietLog();
    renderPage({
      status: 400,
      data: { message: COMMON_PASSWORD_MESSAGE, errors: { password: COMMON_PASSWORD_MESSAGE } },
    });
    await setPassword('password1');
    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE, { selector: '[id]' })).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveFocus();
  });

  it('says a used or expired link is dead and offers a new one', async () => {
    quietLog();
    renderPage({
      status: 400,
      data: {
        message: PASSWORD_RESET_LINK_INVALID,
        errors: { token: PASSWORD_RESET_LINK_INVALID },
      },
    });
    await setPassword('river-kite-42');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveFocus();
  });

  it('says so at once when the address has no token', () => {
    renderPage({ data: {} }, '/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_RESET_LINK_INVALID);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
