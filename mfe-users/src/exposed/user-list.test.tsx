import { screen, waitFor, within } from '@testing-library/react';
import { stubApi, TEST_ADMIN, type ApiStub } from 'shared-api/testing';
import { expectNotification, renderWithProviders } from 'shared-ui/testing';
import { makeUser, serveUsers } from '../testing/user-server';
import UserManagement from './user-management';

let stub: ApiStub;
let logged: jest.SpyInstance;

beforeEach(() => {
  stub = stubApi();
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stub.restore();
  jest.restoreAllMocks();
});

function table() {
  return screen.getByRole('table', { name: 'User List' });
}

function serialNumbers(): string[] {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

async function renderPage(
  users = [makeUser(1, { name: 'Admin' }), makeUser(2, { name: 'Asha Patil' })],
) {
  serveUsers(stub, users);
  const view = renderWithProviders(<UserManagement />, { route: '/add_user', user: TEST_ADMIN });
  await screen.findByRole('cell', { name: users[0]?.name });
  return view;
}

describe('User List', () => {
  it('shows the product’s columns, a password mask, and an Inactive badge for disabled accounts', async () => {
    await renderPage([
      makeUser(1, { name: 'Admin' }),
      makeUser(5, { name: 'Self Registered', isActive: false, remark: 'Walk-in', role: 'buyer' }),
      makeUser(6, { name: 'Staff Agent' }),
    ]);

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Sr No.',
      'Name',
      'Email',
      'Phone',
      'Username',
      'Password',
      'Remarks',
      'Action',
    ]);
    const row = within(table())
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByText('Self Registered'))!;
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByText('Buyer')).toBeInTheDocument();
    const agentRow = within(table())
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByText('Staff Agent'))!;
    expect(within(agentRow).queryByText('Buyer')).not.toBeInTheDocument();
    expect(within(row).getByText('••••••')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Walk-in' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Enable Self Registered' })).toHaveTextContent(
      'Enable',
    );
  });

  it('offers the admin row neither Delete nor Disable', async () => {
    await renderPage();

    expect(screen.getByRole('button', { name: 'Edit Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable Asha Patil' })).toBeInTheDocument();
  });

  it('asks before deleting and keeps the row when the admin cancels', async () => {
    const { user } = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Delete Asha Patil' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this user?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(stub.callsTo('DELETE', /delete_user/)).toHaveLength(0);
    expect(screen.getByRole('cell', { name: 'Asha Patil' })).toBeInTheDocument();
  });

  it('deletes on confirmation and removes the row', async () => {
    const { user } = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Delete Asha Patil' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await expectNotification('success', 'User deleted successfully');
    expect(stub.callsTo('DELETE', '/api/master_table/delete_user/2')).toHaveLength(1);
    expect(screen.queryByRole('cell', { name: 'Asha Patil' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to delete user' when the delete fails", async () => {
    const { user } = await renderPage();
    stub.on('DELETE', /delete_user/, { status: 500, data: {} });

    await user.click(screen.getByRole('button', { name: 'Delete Asha Patil' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await expectNotification('error', 'Failed to delete user');
    expect(screen.getByRole('cell', { name: 'Asha Patil' })).toBeInTheDocument();
  });

  it("labels the toggle from the server's answer, not from a local flip", async () => {
    const { user } = await renderPage();
    stub.on('PUT', '/api/master_table/toggle_user_status/2', {
      data: { message: 'User disabled', isActive: false },
    });
    await user.click(screen.getByRole('button', { name: 'Disable Asha Patil' }));
    expect(await screen.findByRole('button', { name: 'Enable Asha Patil' })).toBeInTheDocument();
    expect(within(table()).getByText('Inactive')).toBeInTheDocument();

    // The server says the account is still inactive (e.g. another admin acted): believe it.
    stub.on('PUT', '/api/master_table/toggle_user_status/2', {
      data: { message: 'Unchanged', isActive: false },
    });
    await user.click(screen.getByRole('button', { name: 'Enable Asha Patil' }));
    await expectNotification('success', 'Unchanged');
    expect(screen.getByRole('button', { name: 'Enable Asha Patil' })).toBeInTheDocument();
  });

  it('logs and reports a failed toggle and a failed list load', async () => {
    stub.on('GET', '/api/master_table/get_users', { status: 500, data: {} });
    renderWithProviders(<UserManagement />, { route: '/add_user', user: TEST_ADMIN });
    await expectNotification('error', 'Failed to fetch users');
    expect(logged).toHaveBeenCalled();
  });

  it("reports a refused toggle in the server's words", async () => {
    const { user } = await renderPage();
    stub.on('PUT', /toggle_user_status/, {
      status: 403,
      data: { message: 'You do not have permission to do this' },
    });

    await user.click(screen.getByRole('button', { name: 'Disable Asha Patil' }));

    await expectNotification('error', 'You do not have permission to do this');
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Disable Asha Patil' })).toBeInTheDocument();
  });

  it('pages 5 users at a time with serial numbers continuing across pages', async () => {
    const users = Array.from({ length: 12 }, (_, index) => makeUser(index + 1));
    const { user } = await renderPage(users);
    const pages = screen.getByRole('navigation', { name: 'User List pages' });

    expect(serialNumbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);

    await user.click(within(pages).getByRole('button', { name: '3' }));
    expect(serialNumbers()).toEqual(['11', '12']);
    expect(within(table()).getByRole('cell', { name: 'User 12' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(serialNumbers()).toEqual(['6', '7', '8', '9', '10']);
    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: '2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });
});
