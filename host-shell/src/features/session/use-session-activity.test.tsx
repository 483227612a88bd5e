import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubApi, type ApiStub, TEST_AGENT } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { SignInAgainDialog } from './sign-in-again-dialog';
import { ACTIVITY_REPORT_INTERVAL_MS, SESSION_WARNING_MS } from './use-session-activity';

let api: ApiStub;
const reports = () => api.callsTo('POST', '/api/auth/activity');

function answerActivity(expiresInMs: number) {
  api.on('POST', '/api/auth/activity', () => ({
    data: { expiresAt: new Date(Date.now() + expiresInMs).toISOString() },
  }));
}

beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  api.restore();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the session follows the person', () => {
  it('reports activity when the staff area opens, then at most once a minute of typing or clicking', async () => {
    answerActivity(12 * 60 * 60_000);
    renderWithProviders(<SignInAgainDialog />, { user: TEST_AGENT });
    await waitFor(() => expect(reports()).toHaveLength(1));

    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.pointerDown(document.body);
    expect(reports()).toHaveLength(1);

    const later = Date.now() + ACTIVITY_REPORT_INTERVAL_MS;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    fireEvent.scroll(document);
    await waitFor(() => expect(reports()).toHaveLength(2));
  });

  it('warns five minutes before the absolute end and renews in place when the same person signs in', async () => {
    answerActivity(SESSION_WARNING_MS - 1_000);
    const { user } = renderWithProviders(<SignInAgainDialog />, { user: TEST_AGENT });
    const warning = await screen.findByRole('dialog', { name: /^Your session ends at / });

    api.on('POST', '/api/auth/login', {
      data: { token: 'new-token', id: TEST_AGENT.id, name: TEST_AGENT.name, role: 'agent' },
    });
    answerActivity(12 * 60 * 60_000);
    await user.type(within(warning).getByLabelText(/User name/), 'agent');
    await user.type(within(warning).getByLabelText(/Password/), 'a long pass phrase');
    await user.click(within(warning).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(reports().at(-1)?.headers.get('Authorization')).toBe('Bearer new-token');
  });

  it('lets the warning be put off without signing out', async () => {
    answerActivity(SESSION_WARNING_MS - 1_000);
    const { user } = renderWithProviders(<SignInAgainDialog />, { user: TEST_AGENT });
    const warning = await screen.findByRole('dialog', { name: /^Your session ends at / });
    await user.click(within(warning).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('test-token');
  });
});
