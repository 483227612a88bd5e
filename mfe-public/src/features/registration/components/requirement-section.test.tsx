import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUIREMENT_MESSAGES } from 'shared-api/contract';
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

const registrations = () => api.callsTo('POST', '/api/master_table/register_user');

describe('PostRequirementPage: the REQUIREMENT section', () => {
  it('follows the personal information with the REQUIREMENT section and its lists', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'REQUIREMENT' })).toBeInTheDocument();
    const types = screen.getByRole('group', { name: 'Property types' });
    expect(await within(types).findByRole('checkbox', { name: 'Villa' })).not.toBeChecked();
    const cities = screen.getByRole('group', { name: 'Preferred cities' });
    expect(await within(cities).findByRole('checkbox', { name: 'Pune' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Buy' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Rent' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '2 BHK' })).toBeInTheDocument();
  });

  it('sends the requirement with the registration when buy or rent is chosen', async () => {
    const user = userEvent.setup();
    renderPage({ data: { message: 'Registration successful.' } });
    await fillPerson(user);
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Flat' }));
    await user.click(screen.getByRole('checkbox', { name: '2 BHK' }));
    await user.type(screen.getByLabelText('Budget from'), '5000000');
    await user.type(screen.getByLabelText('Budget up to'), '8500000');
    expect(screen.getByLabelText('Budget up to')).toHaveAccessibleDescription('Rs. 85 lakh');
    await user.click(screen.getByRole('checkbox', { name: 'Pune' }));
    await user.click(screen.getByRole('radio', { name: 'Ready to move' }));
    await user.type(screen.getByLabelText('Note'), 'Near a metro station');
    await user.click(registerButton());

    expect(await screen.findByText('Registration successful.')).toBeInTheDocument();
    expect(registrations()[0]?.body).toMatchObject({
      name: 'Asha Patil',
      cities: 2,
      requirement: {
        purpose: 'buy',
        propertyTypes: [1],
        bedrooms: [2],
        budgetFrom: 5_000_000,
        budgetTo: 8_500_000,
        cities: [1],
        possession: 'ready',
        note: 'Near a metro station',
      },
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Buy' })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: '2 BHK' })).not.toBeChecked();
    expect(screen.getByLabelText('Budget up to')).toHaveValue('');
  });

  it('sends no requirement when the section is left untouched', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillPerson(user);
    await user.click(registerButton());
    await waitFor(() => expect(registrations()).toHaveLength(1));
    expect(registrations()[0]?.body).not.toHaveProperty('requirement');
  });

  it('asks for buy or rent once anything of the section is filled in', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillPerson(user);
    await user.click(screen.getByRole('checkbox', { name: '3 BHK' }));
    await user.click(registerButton());

    const purpose = screen.getByRole('group', { name: 'Looking to' });
    await waitFor(() => expect(purpose).toHaveAccessibleDescription(REQUIREMENT_MESSAGES.purpose));
    // The empty words of the budget come first in its description.
    expect(screen.getByLabelText('Budget up to')).toHaveAccessibleDescription(
      expect.stringContaining(REQUIREMENT_MESSAGES.budgetTo),
    );
    expect(screen.getByRole('radio', { name: 'Buy' })).toHaveFocus();
    expect(registrations()).toHaveLength(0);
  });

  it('refuses a budget from above the budget up to, with the personal errors at once', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    await user.type(screen.getByLabelText('Budget from'), '40000');
    await user.type(screen.getByLabelText('Budget up to'), '25000');
    await user.click(registerButton());

    expect(await screen.findByText(REQUIREMENT_MESSAGES.budgetOrder)).toBeInTheDocument();
    expect(screen.getByLabelText('Budget up to')).toHaveAccessibleDescription(
      `Rs. 25,000 ${REQUIREMENT_MESSAGES.budgetOrder}`,
    );
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(registrations()).toHaveLength(0);
  });

  it("shows the server's requirement.<field> errors under their controls", async () => {
    const user = userEvent.setup();
    renderPage({
      status: 400,
      data: {
        message: 'Unknown property type',
        errors: { 'requirement.propertyTypes.0': 'Unknown property type' },
      },
    });
    await fillPerson(user);
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Villa' }));
    await user.type(screen.getByLabelText('Budget up to'), '9000000');
    await user.click(registerButton());

    const types = screen.getByRole('group', { name: 'Property types' });
    await waitFor(() => expect(types).toHaveAccessibleDescription('Unknown property type'));
    expect(screen.getByRole('checkbox', { name: 'Flat' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Villa' })).toBeChecked();
  });
});
