import { screen, within } from '@testing-library/react';
import { createQueryClient, lookupQuery } from 'shared-api';
import { getMaster } from 'shared-api/contract';
import { stubApi, TEST_RUNTIME_CONFIG, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { CITIES } from '../testing/fixtures';
import PostRequirementPage, { load } from './post-requirement';

let api: ApiStub;
beforeEach(() => {
  api = stubApi()
    .on('GET', '/api/master_table/get_cities', { data: CITIES })
    .on('GET', '/api/master_table/get_properties', { data: [{ id: 4, name: 'Flat' }] });
});
afterEach(() => api.restore());

describe('the post requirement page on the server', () => {
  it('reads the cities and property types, so its first render has every checkbox', async () => {
    const queryClient = createQueryClient();
    const result = await load({
      queryClient,
      params: {},
      search: new URLSearchParams(),
      site: TEST_RUNTIME_CONFIG.site,
      siteUrl: 'https://puneprimeproperties.in',
      apiUrl: 'https://api.puneprimeproperties.in',
    });
    expect(result.status).toBe(200);
    expect(queryClient.getQueryData(lookupQuery(getMaster('property_types')).queryKey)).toEqual([
      { id: 4, name: 'Flat' },
    ]);

    const requests = api.requests.length;
    renderWithProviders(<PostRequirementPage />, { route: '/post_req', queryClient });
    // Synchronously, from the cache the server filled: no loading step, no second read.
    const types = screen.getByRole('group', { name: 'Property types' });
    expect(within(types).getByRole('checkbox', { name: 'Flat' })).toBeInTheDocument();
    const cities = screen.getByRole('group', { name: 'Preferred cities' });
    expect(within(cities).getByRole('checkbox', { name: 'Mumbai' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(requests);
  });
});
