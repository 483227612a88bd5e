import { screen, waitFor, within } from '@testing-library/react';
import type { MessageRow } from 'shared-api/contract';
import { stubApi, TEST_ADMIN, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import Messages from './messages';

const LIST = '/api/messages';
let api: ApiStub;

const message = (id: number, overrides: Partial<MessageRow> = {}): MessageRow => ({
  id,
  kind: 'lead-alert',
  channel: 'email',
  recipient: `agent${id}@example.com`,
  status: 'sent',
  attempts: 1,
  lastError: null,
  enquiryId: 3,
  requirementId: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  nextAttemptAt: '2026-11-27T10:00:00.000Z',
  sentAt: '2026-11-27T10:00:02.000Z',
  ...overrides,
});

const failed = message(2, {
  channel: 'webhook',
  kind: 'lead-webhook',
  recipient: 'https://crm.example.com/leads',
  status: 'failed',
  attempts: 9,
  lastError: 'connect ECONNREFUSED 127.0.0.1:9',
  sentAt: null,
});

beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('Messages', () => {
  it('lists every message with its kind, channel, recipient, status, attempts and error', async () => {
    api.on('GET', LIST, { data: [message(1), failed], headers: { 'x-total-count': '41' } });
    renderWithProviders(<Messages />, { route: '/messages', user: TEST_ADMIN });
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('41 messages')).toHaveAttribute('role', 'status');
    const row = screen
      .getAllByRole('row')
      .find((each) => within(each).queryByRole('cell', { name: 'https://crm.example.com/leads' }))!;
    expect(
      within(row).getByRole('cell', { name: 'Lead to the CRM (webhook)' }),
    ).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Webhook' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Failed' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '9' })).toBeInTheDocument();
    expect(
      within(row).getByRole('cell', { name: 'connect ECONNREFUSED 127.0.0.1:9' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'New lead alert' })).toBeInTheDocument();
    // Only a failed message can be retried.
    expect(screen.getAllByRole('button', { name: /^Retry now/ })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Message pages' })).toBeInTheDocument();
    expect(api.callsTo('GET', LIST)[0]?.params).toEqual({ limit: 20, offset: 0 });
  });

  it('filters by status on the server and pages', async () => {
    api.on('GET', LIST, ({ params }) => ({
      data: params.status === 'failed' ? [failed] : [message(1)],
      headers: { 'x-total-count': params.status === 'failed' ? '1' : '30' },
    }));
    const { user, location } = renderWithProviders(<Messages />, {
      route: '/messages?page=2',
      user: TEST_ADMIN,
    });
    await screen.findByRole('cell', { name: 'agent1@example.com' });
    expect(api.callsTo('GET', LIST)[0]?.params).toEqual({ limit: 20, offset: 20 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    expect(location().search).toBe('?status=failed');
    expect(await screen.findByText('1 message')).toHaveAttribute('role', 'status');
    expect(api.callsTo('GET', LIST).at(-1)?.params).toEqual({
      status: 'failed',
      limit: 20,
      offset: 0,
    });
  });

  it('retries a failed message now and loads the list again', async () => {
    let retried = false;
    api.on('GET', LIST, () => ({
      data: [retried ? { ...failed, status: 'pending', attempts: 9 } : failed],
      headers: { 'x-total-count': '1' },
    }));
    api.on('POST', '/api/messages/2/retry', () => {
      retried = true;
      return { data: { message: 'The message will be sent again now' } };
    });
    const { user } = renderWithProviders(<Messages />, { route: '/messages', user: TEST_ADMIN });
    await user.click(await screen.findByRole('button', { name: /^Retry now/ }));
    expect(await screen.findByText('The message will be sent again now')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Retry now/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('cell', { name: 'Pending' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/messages/2/retry')).toHaveLength(1);
  });

  it('says why when the retry is refused', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('GET', LIST, { data: [failed], headers: { 'x-total-count': '1' } });
    api.on('POST', '/api/messages/2/retry', {
      status: 409,
      data: { message: 'Only a failed message can be retried' },
    });
    const { user } = renderWithProviders(<Messages />, { route: '/messages', user: TEST_ADMIN });
    await user.click(await screen.findByRole('button', { name: /^Retry now/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a failed message can be retried',
    );
  });
});
