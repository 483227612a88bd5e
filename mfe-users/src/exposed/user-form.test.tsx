import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { COMMON_PASSWORD_MESSAGE } from 'shared-api/contract';
import { stubApi, TEST_ADMIN, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { makeUser, serveUsers } from '../testing/user-server';
import UserManagement from './user-management';

let stub: ApiStub;

beforeEach(() => {
  stub = stubApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stub.restore();
  jest.restoreAllMocks();
});

async function renderPage() {
  serveUsers(stub, [makeUser(1, { name: 'Admin' }), makeUser(2, { name: 'Asha Patil' })]);
  const view = renderWithProviders(<UserManagement />, { route: '/add_user', user: TEST_ADMIN });
  await screen.findByRole('cell', { name: 'Asha Patil' });
  return view;
}

async function fillForm(user: UserEvent, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

// The server's answer to a password on its common-passwords list (add_user and update_user).
const COMMON_PASSWORD_REFUSAL = {
  status: 400,
  data: { message: COMMON_PASSWORD_MESSAGE, errors: { password: COMMON_PASSWORD_MESSAGE } },
};

const VALID = {
  'Full Name': 'Ravi Kulkarni',
  'Email Address': 'ravi@example.test',
  'Mobile Number': '9876543210',
  'User Name': 'ravi',
  'Set Password': 'secret1',
};

describe('user form rules (docs/product.md section 5)', () => {
  it('shows every required message on an empty submit and sends nothing', async () => {
    const { user } = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription(
      'Phone Number is required',
    );
    expect(screen.getByLabelText('User Name')).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Set Password')).toHaveAccessibleDescription(
      'Password is required',
    );
    expect(screen.getByLabelText('Remarks')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(stub.callsTo('POST', '/api/master_table/add_user')).toHaveLength(0);
  });

  it('treats whitespace-only values as empty and checks formats', async () => {
    const { user } = await renderPage();
    await fillForm(user, {
      'Full Name': '   ',
      'Email Address': 'ravi @example.test',
      'Mobile Number': '98765',
      'User Name': '  ',
      'Set Password': '12345',
    });

    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number (10 digits required)')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(stub.callsTo('POST', '/api/master_table/add_user')).toHaveLength(0);
  });

  it("clears a field's error when that field is edited, leaving the others", async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await screen.findByText('Full Name is required');

    await user.type(screen.getByLabelText('Email Address'), 'x');

    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument();
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
  });
});

describe('adding and updating users', () => {
  it('adds a user, shows the server message above the form, clears it and reloads the list', async () => {
    const { user } = await renderPage();
    await fillForm(user, { ...VALID, Remarks: 'Baner office' });

    await user.click(screen.getByRole('button', { name: 'Add User' }));

    const notice = await screen.findByText('User added successfully');
    expect(notice).toHaveAttribute('role', 'status');
    // Above the form: the notice comes before the first field in reading order.
    expect(
      notice.compareDocumentPosition(screen.getByLabelText('Full Name')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(stub.callsTo('POST', '/api/master_table/add_user')[0]?.body).toEqual({
      name: 'Ravi Kulkarni',
      email: 'ravi@example.test',
      mobile: '9876543210',
      username: 'ravi',
      password: 'secret1',
      remarks: 'Baner office',
      whatsapp: '',
      whatsappOptIn: false,
    });
    expect(await screen.findByRole('cell', { name: 'Ravi Kulkarni' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Set Password')).toHaveValue('');
  });

  it('takes a WhatsApp number and the opt-in to new-lead alerts, refusing an opt-in without one', async () => {
    const { user } = await renderPage();
    await fillForm(user, VALID);
    await user.click(screen.getByRole('checkbox', { name: 'Send new-lead alerts on WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Enter a WhatsApp number to get alerts there')).toBeVisible();
    expect(stub.callsTo('POST', '/api/master_table/add_user')).toHaveLength(0);

    await user.type(screen.getByLabelText('WhatsApp Number'), '919800000000');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await screen.findByText('User added successfully');
    expect(stub.callsTo('POST', '/api/master_table/add_user')[0]?.body).toMatchObject({
      whatsapp: '919800000000',
      whatsappOptIn: true,
    });
  });

  it("falls back to 'User processed successfully' when the answer has no message", async () => {
    const { user } = await renderPage();
    stub.on('POST', '/api/master_table/add_user', { status: 201, data: {} });
    await fillForm(user, VALID);

    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('User processed successfully')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it("shows the server's refusal as a form error, clears the success message and marks the field", async () => {
    const { user } = await renderPage();
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await screen.findByText('User added successfully');

    stub.on('POST', '/api/master_table/add_user', {
      status: 409,
      data: {
        message: 'Email is already registered',
        errors: { email: 'Email is already registered' },
      },
    });
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already registered');
    expect(screen.queryByText('User added successfully')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
      'Email is already registered',
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ravi Kulkarni');
  });

  it("shows the server's refusal of a common password under Set Password when adding", async () => {
    const { user } = await renderPage();
    stub.on('POST', '/api/master_table/add_user', COMMON_PASSWORD_REFUSAL);
    await fillForm(user, { ...VALID, 'Set Password': '123456' });

    await user.click(screen.getByRole('button', { name: 'Add User' }));

    const password = screen.getByLabelText('Set Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(COMMON_PASSWORD_MESSAGE));
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('User Name')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ravi Kulkarni');
  });

  it("shows 'An error occurred' when the server gives no message", async () => {
    const { user } = await renderPage();
    stub.on('POST', '/api/master_table/add_user', { status: 502, data: 'Bad gateway' });
    await fillForm(user, VALID);

    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('Edit loads the row with an empty password into update mode; Cancel goes back', async () => {
    const { user } = await renderPage();

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
    const { user } = await renderPage();
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
    const { user } = await renderPage();
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
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit Asha Patil' }));
    await user.type(screen.getByLabelText('Set Password'), '123');

    await user.click(screen.getByRole('button', { name: 'Update User' }));

    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(stub.callsTo('PUT', /update_user/)).toHaveLength(0);
  });
});
