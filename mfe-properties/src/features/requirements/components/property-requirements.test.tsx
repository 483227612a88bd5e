import { screen, within } from '@testing-library/react';
import { stubApi, TEST_AGENT, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import EditPropertyRoute from '../../../exposed/edit-property';
import { expectLoggedErrors, getFullRead, stubLookups } from '../../../testing/property-fixtures';
import { getPropertyRequirementMatch } from '../../../testing/requirement-fixtures';
import { PropertyRequirements } from './property-requirements';

const MATCHES = '/api/property/5/requirements';
// The edit page renders the whole form; generous on a shared machine.
jest.setTimeout(30_000);
let api: ApiStub;

beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('Matching requirements of a listing', () => {
  it('counts the open requirements it matches and says who to call about what', async () => {
    api.on('GET', MATCHES, {
      data: [getPropertyRequirementMatch(1)],
      headers: { 'x-total-count': '1' },
    });
    renderWithProviders(<PropertyRequirements propertyId={5} />, { user: TEST_AGENT });

    const section = await screen.findByRole('region', { name: 'Matching requirements: 1' });
    const [item] = within(section).getAllByRole('listitem');
    expect(item).toHaveTextContent('Rahul Sharma');
    expect(within(item!).getByRole('link', { name: '9822012345' })).toHaveAttribute(
      'href',
      'tel:9822012345',
    );
    expect(item).toHaveTextContent(
      'Buy · Flat · 2 BHK, 3 BHK · Rs. 45 lakh – Rs. 60 lakh · Pune · Ready to move',
    );
    expect(
      within(item!).getByRole('link', { name: 'Open the requirement of Rahul Sharma' }),
    ).toHaveAttribute('href', '/requirements?q=9822012345&matches=1');
    expect(api.callsTo('GET', MATCHES)[0]?.params).toEqual({ limit: 10, offset: 0 });
  });

  it('says so when no open requirement matches', async () => {
    api.on('GET', MATCHES, { data: [], headers: { 'x-total-count': '0' } });
    renderWithProviders(<PropertyRequirements propertyId={5} />, { user: TEST_AGENT });
    expect(
      await screen.findByRole('heading', { name: 'Matching requirements: 0' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No open requirement matches this listing yet.')).toBeInTheDocument();
  });

  it('says the list failed to load', async () => {
    expectLoggedErrors();
    api.on('GET', MATCHES, { status: 500, data: { message: 'Internal Server Error' } });
    renderWithProviders(<PropertyRequirements propertyId={5} />, { user: TEST_AGENT });
    expect(await screen.findByText('Failed to load the matching requirements')).toBeInTheDocument();
  });

  it('shows on the edit page above the form once the property has loaded', async () => {
    stubLookups(api);
    api.on('GET', '/api/property/get_allproperty/5', { data: getFullRead() });
    api.on('GET', MATCHES, {
      data: [getPropertyRequirementMatch(1)],
      headers: { 'x-total-count': '1' },
    });
    renderWithProviders(<EditPropertyRoute />, {
      route: '/edit_form/5',
      path: '/edit_form/:id',
      user: TEST_AGENT,
    });
    expect(
      await screen.findByRole('heading', { name: 'Matching requirements: 1' }),
    ).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Green Acres')).toBeInTheDocument();
  });
});
