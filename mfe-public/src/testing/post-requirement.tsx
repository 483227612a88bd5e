// The post requirement page over a stubbed API, for the tests of its form and its REQUIREMENT
// section.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { stubApi, type StubReply } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { PostRequirementPage } from '../features/registration/components/post-requirement-page';
import { CITIES } from './fixtures';

export const PROPERTY_TYPES = [
  { id: 1, name: 'Flat' },
  { id: 2, name: 'Villa' },
];

/** Renders /post_req with the cities and property types listed and register_user answering. */
export function renderPostRequirement(registerReply: StubReply = { data: { message: 'ok' } }) {
  const api = stubApi()
    .on('GET', '/api/master_table/get_cities', { data: CITIES })
    .on('GET', '/api/master_table/get_properties', { data: PROPERTY_TYPES })
    .on('POST', '/api/master_table/register_user', registerReply);
  return { api, ...renderWithProviders(<PostRequirementPage />, { route: '/post_req' }) };
}

/** Fills every field of PERSONAL INFORMATION validly, and agrees to be contacted. */
export async function fillPerson(user: UserEvent): Promise<void> {
  await screen.findByRole('option', { name: 'Mumbai' });
  await user.type(screen.getByLabelText('Full Name'), 'Asha Patil');
  await user.type(screen.getByLabelText('Mobile No'), '9876543210');
  await user.type(screen.getByLabelText('Email ID'), 'asha@example.com');
  await user.selectOptions(screen.getByLabelText('Cities'), 'Mumbai');
  await user.selectOptions(screen.getByLabelText('Occupation'), 'Doctor');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
  await user.click(screen.getByLabelText('I agree to be contacted about my registration'));
}

/** The page's submit button. */
export const registerButton = () => screen.getByRole('button', { name: 'Register' });
