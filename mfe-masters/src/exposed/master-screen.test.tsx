import { screen, waitFor, within } from '@testing-library/react';
import { getMaster } from 'shared-api/contract';
import { stubApi, TEST_ADMIN, type ApiStub } from 'shared-api/testing';
import { serveMasterList } from '../testing/master-server';
import { expectNotification, renderWithProviders } from 'shared-ui/testing';
import MasterScreen from './master-screen';

const STATUS = getMaster('statuses');
let stub: ApiStub;

beforeEach(() => {
  stub = stubApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stub.restore();
  jest.restoreAllMocks();
});

function dataRows() {
  return within(screen.getByRole('table', { name: 'Status list' }))
    .getAllByRole('row')
    .slice(1);
}

describe('generic master screen', () => {
  it('lists the rows with Sr. No., Name and Action and starts in add mode', async () => {
    serveMasterList(stub, STATUS, [
      { id: 4, name: 'Ready to move' },
      { id: 9, name: 'Under construction' },
    ]);
    renderWithProviders(<MasterScreen masterKey="statuses" />, { user: TEST_ADMIN });

    expect(await screen.findByRole('cell', { name: 'Under construction' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Sr. No.', 'Name', 'Action']);
    expect(dataRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '1',
      '2',
    ]);
    expect(screen.getByRole('heading', { name: 'Add Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(document.title).toBe('Status list | Test Realty');
  });

  it('adds a value, clears the field and reloads the list', async () => {
    serveMasterList(stub, STATUS, []);
    const { user } = renderWithProviders(<MasterScreen masterKey="statuses" />, {
      user: TEST_ADMIN,
    });
    await screen.findByText('No data available');

    await user.type(screen.getByLabelText('Status'), '  Ready to move  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await expectNotification('success', 'Status added successfully');
    expect(stub.callsTo('POST', '/api/master_table/add_status')[0]?.body).toEqual({
      status: 'Ready to move',
    });
    expect(await screen.findByRole('cell', { name: 'Ready to move' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(stub.callsTo('GET', '/api/master_table/get_statuses')).toHaveLength(2);
  });

  it('requires the name and sends nothing without it', async () => {
    serveMasterList(stub, STATUS, []);
    const { user } = renderWithProviders(<MasterScreen masterKey="statuses" />, {
      user: TEST_ADMIN,
    });
    await screen.findByText('No data available');

    await user.type(screen.getByLabelText('Status'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Status is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveAccessibleDescription('Status is required');
    expect(screen.getByLabelText('Status')).toHaveFocus();
    expect(stub.callsTo('POST', '/api/master_table/add_status')).toHaveLength(0);
  });

  it('Edit loads the name into "Edit X" with Update, and Cancel goes back to add mode', async () => {
    serveMasterList(stub, STATUS, [{ id: 4, name: 'Ready to move' }]);
    const { user } = renderWithProviders(<MasterScreen masterKey="statuses" />, {
      user: TEST_ADMIN,
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Ready to move' }));

    expect(screen.getByRole('heading', { name: 'Edit Status' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('Ready to move');
    expect(screen.getByLabelText('Status')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { name: 'Add Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('updates the edited row, then returns to add mode and reloads', async () => {
    serveMasterList(stub, STATUS, [{ id: 4, name: 'Ready to move' }]);
    const { user } = renderWithProviders(<MasterScreen masterKey="statuses" />, {
      user: TEST_ADMIN,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ready to move' }));

    await user.clear(screen.getByLabelText('Status'));
    await user.type(screen.getByLabelText('Status'), 'Ready for possession');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await expectNotification('success', 'Status updated successfully');
    expect(stub.callsTo('PUT', '/api/master_table/update_status/4')[0]?.body).toEqual({
      status: 'Ready for possession',
    });
    expect(await screen.findByRole('cell', { name: 'Ready for possession' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add Status' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('shows a duplicate name (409) as the field error', async () => {
    serveMasterList(stub, STATUS, []);
    stub.on('POST', '/api/master_table/add_status', {
      status: 409,
      data: { message: 'Status already exists' },
    });
    const { user } = renderWithProviders(<MasterScreen masterKey="statuses" />, {
      user: TEST_ADMIN,
    });
    await screen.findByText('No data available');

    await user.type(screen.getByLabelText('Status'), 'Ready to move');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Status already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveAccessibleDescription('Status already exists');
    expect(screen.getByLabelText('Status')).toHaveValue('Ready to move');
  });

  it('resets to the new list in add mode when the host switches masterKey', async () => {
    serveMasterList(stub, STATUS, [{ id: 4, name: 'Ready to move' }]);
    serveMasterList(stub, getMaster('project_types'), [{ id: 2, name: 'Residential' }]);
    const { user, rerender } = renderWithProviders(<MasterScreen masterKey="statuses" />, {
      user: TEST_ADMIN,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ready to move' }));

    rerender(<MasterScreen masterKey="project_types" />);

    expect(await screen.findByRole('cell', { name: 'Residential' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add Project type' })).toBeInTheDocument();
    expect(screen.getByLabelText('Project type')).toHaveValue('');
    expect(screen.queryByRole('cell', { name: 'Ready to move' })).not.toBeInTheDocument();
  });
});

describe('master delete', () => {
  it('asks first and sends nothing when the admin cancels', async () => {
    serveMasterList(stub, STATUS, [{ id: 4, name: 'Ready to move' }]);
    const { user } = renderWithProviders(<MasterScreen masterKey="statuses" />, {
      user: TEST_ADMIN,
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Ready to move' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this Status?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(stub.callsTo('DELETE', /delete_status/)).toHaveLength(0);
    expect(screen.getByRole('cell', { name: 'Ready to move' })).toBeInTheDocument();
  });

  it('deletes on confirmation, announces it and reloads the list', async () => {
    serveMasterList(stub, STATUS, [{ id: 4, name: 'Ready to move' }]);
    const { user } = renderWithProviders(<MasterScreen masterKey="statuses" />, {
      user: TEST_ADMIN,
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Ready to move' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await expectNotification('success', 'Status deleted successfully');
    expect(stub.callsTo('DELETE', '/api/master_table/delete_status/4')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Ready to move' })).not.toBeInTheDocument(),
    );
  });
});
