import { screen, within } from '@testing-library/react';
import { stubApi, TEST_ADMIN, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { expectLoggedErrors, stubLookups } from '../../../testing/property-fixtures';
import { getRequirementRow } from '../../../testing/requirement-fixtures';
import { RequirementsPage } from './requirements-page';

const LIST = '/api/requirements';
// The whole requirement section renders; generous on a shared machine.
jest.setTimeout(30_000);
let api: ApiStub;

beforeEach(() => {
  api = stubApi();
  stubLookups(api);
  api.on('GET', LIST, { data: [], headers: { 'x-total-count': '0' } });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

async function openForm() {
  const view = renderWithProviders(<RequirementsPage />, {
    route: '/requirements',
    user: TEST_ADMIN,
  });
  await view.user.click(await screen.findByRole('button', { name: 'Add requirement' }));
  const form = screen.getByRole('form', { name: 'Add requirement' });
  await within(form).findByRole('group', { name: 'Preferred cities' });
  return { ...view, form };
}

describe("The admin's form for a caller's requirement", () => {
  it('shows the rules word for word and sends nothing while they fail', async () => {
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Save requirement' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Mobile number is required')).toBeInTheDocument();
    expect(within(form).getByText('Please choose buy or rent')).toBeInTheDocument();
    expect(within(form).getByText('Budget up to is required')).toBeInTheDocument();
    expect(api.callsTo('POST', LIST)).toHaveLength(0);
  });

  it('posts who called and what they want, confirms it and shows it in the list', async () => {
    let rows = [] as ReturnType<typeof getRequirementRow>[];
    api.on('GET', LIST, () => ({ data: rows, headers: { 'x-total-count': String(rows.length) } }));
    api.on('POST', LIST, () => {
      rows = [getRequirementRow(1)];
      return { status: 201, data: { message: 'Requirement added successfully', id: 1 } };
    });
    const { user, form } = await openForm();

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Rahul Sharma');
    await user.type(within(form).getByRole('textbox', { name: 'Mobile No' }), '9822012345');
    await user.click(within(form).getByRole('radio', { name: 'Buy' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Property type A' }));
    await user.click(within(form).getByRole('checkbox', { name: '2 BHK' }));
    await user.type(within(form).getByRole('textbox', { name: 'Budget from' }), '4500000');
    await user.type(within(form).getByRole('textbox', { name: 'Budget up to' }), '6000000');
    const cities = within(form).getByRole('group', { name: 'Preferred cities' });
    await user.click(within(cities).getByRole('checkbox', { name: 'City B' }));
    await user.click(within(form).getByRole('button', { name: 'Save requirement' }));

    expect(await screen.findByText('Requirement added successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', LIST)[0]?.body).toEqual({
      name: 'Rahul Sharma',
      mobile: '9822012345',
      email: '',
      requirement: {
        purpose: 'buy',
        propertyTypes: [1],
        bedrooms: [2],
        budgetFrom: 4_500_000,
        budgetTo: 6_000_000,
        cities: [2],
        possession: 'any',
        note: '',
      },
    });
    expect(await screen.findByRole('cell', { name: 'Rahul Sharma' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add requirement' })).toBeNull();
  });

  it("puts the server's refusal on its field and keeps what was typed", async () => {
    expectLoggedErrors();
    api.on('POST', LIST, {
      status: 400,
      data: {
        message: 'Validation failed',
        errors: { mobile: 'Invalid phone number (10 digits required)' },
      },
    });
    const { user, form } = await openForm();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Rahul Sharma');
    await user.type(within(form).getByRole('textbox', { name: 'Mobile No' }), '9822012345');
    await user.click(within(form).getByRole('radio', { name: 'Rent' }));
    await user.type(within(form).getByRole('textbox', { name: 'Budget up to' }), '30000');
    await user.click(within(form).getByRole('button', { name: 'Save requirement' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
    expect(within(form).getByRole('textbox', { name: 'Mobile No' })).toHaveAccessibleDescription(
      'Invalid phone number (10 digits required)',
    );
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Rahul Sharma');
  });
});
