import { screen } from '@testing-library/react';
import { stubApi, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { CITIES } from '../testing/fixtures';
import HomePage from './home';
import PostRequirementPage from './post-requirement';

const GET_CITIES = '/api/master_table/get_cities';
let api: ApiStub;

beforeEach(() => {
  api = stubApi()
    .on('GET', GET_CITIES, { data: CITIES })
    .on('GET', '/api/master_table/get_properties', { data: [{ id: 4, name: 'Flat' }] })
    .on('GET', '/api/master_table/get_statuses', { data: [{ id: 9, name: 'Ready' }] })
    .on('GET', '/api/property/properties', { data: [] });
});
afterEach(() => api.restore());

describe('the lookup lists of the public pages', () => {
  it('are read once: the registration page chooses from the cities the home search read', async () => {
    const view = renderWithProviders(<HomePage />);
    await screen.findByRole('option', { name: 'Mumbai' });
    view.unmount();

    renderWithProviders(<PostRequirementPage />, { queryClient: view.queryClient });

    const cities = screen.getByRole('combobox', { name: /Cities/ });
    expect(cities).toHaveTextContent('Mumbai');
    expect(api.callsTo('GET', GET_CITIES)).toHaveLength(1);
  });
});
