// The user form tests' common set-up: the screen rendered over a stubbed API, and the form filled.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { COMMON_PASSWORD_MESSAGE } from 'shared-api/contract';
import { TEST_ADMIN, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import UserManagement from '../exposed/user-management';
import { makeUser, serveUsers } from './user-server';

/** The User Management screen with two users listed, once the list has shown. */
export async function renderUserManagement(stub: ApiStub) {
  serveUsers(stub, [makeUser(1, { name: 'Admin' }), makeUser(2, { name: 'Asha Patil' })]);
  const view = renderWithProviders(<UserManagement />, { route: '/add_user', user: TEST_ADMIN });
  await screen.findByRole('cell', { name: 'Asha Patil' });
  return view;
}

/** Types each value into the field labelled with its key (an empty value only clears it). */
export async function fillForm(user: UserEvent, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

// The server's answer to a password on its common-passwords list (add_user and update_user).
export const COMMON_PASSWORD_REFUSAL = {
  status: 400,
  data: { message: COMMON_PASSWORD_MESSAGE, errors: { password: COMMON_PASSWORD_MESSAGE } },
};

/** A complete, valid new user. */
export const VALID = {
  'Full Name': 'Ravi Kulkarni',
  'Email Address': 'ravi@example.test',
  'Mobile Number': '9876543210',
  'User Name': 'ravi',
  'Set Password': 'secret1',
};
