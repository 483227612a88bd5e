import { screen, within } from '@testing-library/react';
import { stubApi, TEST_ADMIN, TEST_AGENT, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { DashboardPage } from './dashboard-page';

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
});
afterEach(() => api.restore());

describe('Dashboard', () => {
  it("welcomes the agent by name and shows the agent's counts with links", async () => {
    api.on('GET', '/api/dashboard/summary', {
      data: { properties: 12, newEnquiries: 1, newMatches: 1 },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard', user: TEST_AGENT });
    expect(screen.getByRole('heading', { name: 'Welcome, Asha Patil' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '12 properties' })).toHaveAttribute(
      'href',
      '/table_detail',
    );
    expect(screen.getByRole('link', { name: '1 new enquiry' })).toHaveAttribute(
      'href',
      '/enquiries?status=new',
    );
    expect(screen.getByRole('link', { name: '1 new match' })).toHaveAttribute(
      'href',
      '/requirements',
    );
    expect(screen.queryByRole('link', { name: /awaiting/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Property' })).toHaveAttribute(
      'href',
      '/add_property',
    );
    expect(screen.getByRole('link', { name: 'Detailed Table' })).toHaveAttribute(
      'href',
      '/table_detail',
    );
    expect(document.title).toContain('Dashboard');
  });

  it('shows the admin the buyers awaiting approval, linking to user management', async () => {
    api.on('GET', '/api/dashboard/summary', {
      data: { properties: 40, newEnquiries: 5, newMatches: 3, pendingUsers: 2 },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard', user: TEST_ADMIN });
    expect(await screen.findByRole('link', { name: '2 buyers awaiting approval' })).toHaveAttribute(
      'href',
      '/add_user',
    );
    expect(screen.getByRole('link', { name: '5 new enquiries' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 new matches' })).toHaveAttribute(
      'href',
      '/requirements',
    );
  });

  it('shows the admin a warning when the last backup is too old, with the messages waiting and failed', async () => {
    api.on('GET', '/api/dashboard/summary', {
      data: { properties: 40, newEnquiries: 5, newMatches: 3, pendingUsers: 0 },
    });
    api.on('GET', '/api/operations/status', {
      data: {
        backup: {
          configured: true,
          location: '/backups',
          lastSuccessAt: '2026-11-26T21:00:00.000Z',
          lastAttemptAt: '2026-11-26T21:00:00.000Z',
          lastError: null,
          ageHours: 30,
          warning: 'The last backup is 30 hours old (older than 26 hours).',
        },
        outbox: { backlog: 4, failed: 1 },
      },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard', user: TEST_ADMIN });
    const panel = await screen.findByRole('region', { name: 'Site health' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The last backup is 30 hours old (older than 26 hours).',
    );
    expect(within(panel).getByText('30 hours ago')).toBeInTheDocument();
    expect(within(panel).getByText('4 messages')).toBeInTheDocument();
    expect(within(panel).getByText('1 message')).toBeInTheDocument();
  });

  it('shows an agent no site health', async () => {
    api.on('GET', '/api/dashboard/summary', {
      data: { properties: 12, newEnquiries: 1, newMatches: 1 },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard', user: TEST_AGENT });
    expect(await screen.findByRole('link', { name: '12 properties' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Site health' })).not.toBeInTheDocument();
  });

  it('shows how fast leads are answered, linking to the waiting ones first', async () => {
    api.on('GET', '/api/dashboard/summary', {
      data: {
        properties: 12,
        newEnquiries: 3,
        newMatches: 0,
        medianFirstReplyMinutes: 125,
        waitingOverHour: 2,
      },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard', user: TEST_AGENT });
    expect(
      await screen.findByRole('link', { name: '2 leads waiting over an hour' }),
    ).toHaveAttribute('href', '/enquiries?status=new&sort=waiting');
    expect(
      screen.getByRole('link', { name: '2 h 5 min median time to first reply this week' }),
    ).toHaveAttribute('href', '/enquiries?sort=waiting');
  });

  it('says when no lead was answered this week', async () => {
    api.on('GET', '/api/dashboard/summary', {
      data: {
        properties: 1,
        newEnquiries: 1,
        newMatches: 0,
        medianFirstReplyMinutes: null,
        waitingOverHour: 1,
      },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard', user: TEST_AGENT });
    expect(
      await screen.findByRole('link', { name: 'None yet median time to first reply this week' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 lead waiting over an hour' })).toBeInTheDocument();
  });
});
