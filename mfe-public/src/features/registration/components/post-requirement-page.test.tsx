import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMON_PASSWORD_MESSAGE } from 'shared-api/contract';
import type { ApiStub, StubReply } from 'shared-api/testing';
import {
  fillPerson,
  registerButton,
  renderPostRequirement,
} from '../../../testing/post-requirement';

let api: ApiStub;
afterEach(() => api.restore());

function renderPage(registerReply?: StubReply) {
  const view = renderPostRequirement(registerReply);
  api = view.api;
  return view;
}

describe('PostRequirementPage', () => {
  it('shows the banner, breadcrumb, heading, fields, dropdown choices and login link', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Post Requirement' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Post Requirement')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PERSONAL INFORMATION' })).toBeInTheDocument();

    const cities = screen.getByLabelText('Cities');
    await within(cities).findByRole('option', { name: 'Pune' });
    expect(within(cities).getAllByRole('option')[0]).toHaveTextContent('Select a city');
    expect(
      within(screen.getByLabelText('Occupation'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Occupation', 'Engineer', 'Doctor', 'Business']);
    for (const label of ['Full Name', 'Mobile No', 'Email ID', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Log in here' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Post Requirement | Test Realty');
  });

  it('shows every required message, blocks the submission and focuses the first error', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Full Name'), '   ');
    await user.click(registerButton());

    for (const message of [
      'Full Name is required',
      'Phone Number is required',
      'Email is required',
      'City selection is required',
      'Occupation is required',
      'Password is required',
      'Confirm Password is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Full Name is required');
    expect(api.callsTo('POST', '/api/master_table/register_user')).toHaveLength(0);
  });

  it('checks the shapes: e-mail, 10-digit mobile, password length and confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    // The contract checks the confirmation once the choices are made (zod runs object rules last).
    await screen.findByRole('option', { name: 'Mumbai' });
    await user.selectOptions(screen.getByLabelText('Cities'), 'Mumbai');
    await user.selectOptions(screen.getByLabelText('Occupation'), 'Doctor');
    await user.type(screen.getByLabelText('Email ID'), 'asha at example');
    await user.type(screen.getByLabelText('Mobile No'), '98765');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abd');
    await user.click(registerButton());

    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number (10 digits required)')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/master_table/register_user')).toHaveLength(0);
  });

  it("clears a field's error as soon as the visitor edits it", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(registerButton());
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full Name'), 'A');
    expect(screen.queryByText('Full Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Phone Number is required')).toBeInTheDocument();
  });

  it('shows the privacy notice and unticked boxes, and sends nothing without consent', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText(/collects these details/)).toHaveTextContent(
      'Test Realty collects these details to contact you about properties. We keep them for 24 months.',
    );
    const consent = screen.getByLabelText('I agree to be contacted about my registration');
    expect(consent).not.toBeChecked();
    expect(
      screen.getByLabelText('Send me messages about other properties too (optional)'),
    ).not.toBeChecked();
    await fillPerson(user);
    await user.click(consent);
    await user.click(registerButton());
    expect(
      await screen.findByText('Please agree to be contacted about your registration'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/master_table/register_user')).toHaveLength(0);
  });

  it("sends the registration, shows the server's message and clears the form", async () => {
    const user = userEvent.setup();
    renderPage({
      data: { message: 'Registration successful. Your account will be activated by the admin.' },
    });
    await fillPerson(user);
    await user.click(registerButton());

    expect(
      await screen.findByText(
        'Registration successful. Your account will be activated by the admin.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/master_table/register_user')[0]?.body).toEqual({
      name: 'Asha Patil',
      mobile: '9876543210',
      email: 'asha@example.com',
      cities: 2,
      occupation: 'Doctor',
      password: 'secret1',
      confirmpass: 'secret1',
      consent: true,
      marketingConsent: false,
    });
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue(''));
    expect(screen.getByLabelText('Cities')).toHaveValue('');
    expect(screen.getByLabelText('Occupation')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows a known e-mail as an error on the e-mail field', async () => {
    const user = userEvent.setup();
    renderPage({ status: 409, data: { message: 'Email is already registered' } });
    await fillPerson(user);
    await user.click(registerButton());

    expect(
      await screen.findByText(
        'This email is already registered. Please try with a different email.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email ID')).toHaveFocus();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Patil');
  });

  it("shows the server's refusal of a common password under the password field", async () => {
    const user = userEvent.setup();
    renderPage({
      status: 400,
      data: { message: COMMON_PASSWORD_MESSAGE, errors: { password: COMMON_PASSWORD_MESSAGE } },
    });
    await fillPerson(user);
    await user.click(registerButton());

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(COMMON_PASSWORD_MESSAGE));
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm Password')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Patil');
  });

  it("alerts other failures with the server's message, or 'An error occurred'", async () => {
    const user = userEvent.setup();
    renderPage({ status: 429, data: { message: 'Too many requests, try again later' } });
    await fillPerson(user);
    await user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, try again later',
    );
  });

  it("alerts 'An error occurred' when the server gives no message", async () => {
    const user = userEvent.setup();
    renderPage({ isNetworkError: true });
    await fillPerson(user);
    await user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });
});
