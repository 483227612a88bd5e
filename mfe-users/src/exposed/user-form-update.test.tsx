import { screen, waitFor } from '@testing-library/react';
import { COMMON_PASSWORD_MESSAGE } from 'shared-api/contract';
import { stubApi, type ApiStub } from 'shared-api/testing';
import { COMMON_PASSWORD_REFUSAL, fillForm, renderUserManagement } from '../testing/user-form-kit';

let stub: ApiStub;

beforeEach(() => {
  stub = stubApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stub.restore();
  jest.restoreAllMocks();
});

describe('updating a user', () => {
  it('Edit loads the row with an empty password into update mode; Cancel goes back', async () => {
    const { user } = await renderUserManagement(stub);

    await user.click(screen.getByRole('button', { name: 'Edit Asha Patil' }));

    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Patil');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByLabelText('Email Address')).toHaveValue('user2@example.test');
    expect(screen.getByLabelText('Set Password')).toHaveValue('');
    expect(screen.getByLabelText('Set Password')).toHaveAccessibleDescription(
      'Leave empty to keep the current password',
    );
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('updates with an empty password (kept by the server), then returns to add mode', async () => {
    const { user } = await renderUserManagement(stub);
    await user.click(screen.getByRole('button', { name: 'Edit Asha Patil' }));
    await fillForm(user, { 'Full Name': 'Asha P. Patil' });

    await user.click(screen.getByRole('button', { name: 'Update User' }));

    expect(await screen.findByText('User updated successfully')).toHaveAttribute('role', 'status');
    const body = stub.callsTo('PUT', '/api/master_table/update_user/2')[0]?.body;
    expect(body).toMatchObject({ name: 'Asha P. Patil', password: '' });
    expect(await screen.findByRole('cell', { name: 'Asha P. Patil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it("shows the server's refusal of a common password under Set Password when updating", async () => {
    const { user } = await renderUserManagement(stub);
    stub.on('PUT', '/api/master_table/update_user/2', COMMON_PASSWORD_REFUSAL);
    await user.click(screen.getByRole('button', { name: 'Edit Asha Patil' }));
    await user.type(screen.getByLabelText('Set Password'), 'aaaaaa');

    await user.click(screen.getByRole('button', { name: 'Update User' }));

    const password = screen.getByLabelText('Set Password');
    // In update mode the field also keeps its hint about leaving it empty.
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining(COMMON_PASSWORD_MESSAGE),
      ),
    );
    expect(password).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Update User' })).toBeInTheDocument();
  });

  it('still refuses a short new password in update mode', async () => {
    const { user } = await renderUserManagement(stub);
    await user.click(screen.getByRole('button', { name: 'Edit Asha Patil' }));
    await user.type(screen.getByLabelText('Set Password'), '123');

    await user.click(screen.getByRole('button', { name: 'Update User' }));

    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(stub.callsTo('PUT', /update_user/)).toHaveLength(0);
  });
});
