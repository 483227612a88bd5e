import { screen, waitFor } from '@testing-library/react';
import { COMMON_PASSWORD_MESSAGE } from 'shared-api/contract';
import { stubApi, type ApiStub } from 'shared-api/testing';
import {
  COMMON_PASSWORD_REFUSAL,
  VALID,
  fillForm,
  renderUserManagement,
} from '../testing/user-form-kit';

let stub: ApiStub;

beforeEach(() => {
  stub = stubApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stub.restore();
  jest.restoreAllMocks();
});

describe('user form rules (docs/product.md section 5)', () => {
  it('shows every required message on an empty submit and sends nothing', async () => {
    const { user } = await renderUserManagement(stub);

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
    const { user } = await renderUserManagement(stub);
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
    const { user } = await renderUserManagement(stub);
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
    const { user } = await renderUserManagement(stub);
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
    const { user } = await renderUserManagement(stub);
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
    const { user } = await renderUserManagement(stub);
    stub.on('POST', '/api/master_table/add_user', { status: 201, data: {} });
    await fillForm(user, VALID);

    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('User processed successfully')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it("shows the server's refusal as a form error, clears the success message and marks the field", async () => {
    const { user } = await renderUserManagement(stub);
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
    const { user } = await renderUserManagement(stub);
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
    const { user } = await renderUserManagement(stub);
    stub.on('POST', '/api/master_table/add_user', { status: 502, data: 'Bad gateway' });
    await fillForm(user, VALID);

    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });
});
