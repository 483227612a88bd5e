import { createQueryClient } from 'shared-api';
import { stubApi, TEST_RUNTIME_CONFIG, type ApiStub } from 'shared-api/testing';
import type { PageLoadContext } from 'shared-ui/head';
import { makeListItem } from '../testing/fixtures';
import { load } from './home';

let api: ApiStub;

beforeEach(() => {
  api = stubApi()
    .on('GET', /^\/api\/master_table\//, { data: [] })
    .on('GET', '/api/property/properties', { data: [makeListItem()] });
});
afterEach(() => api.restore());

function makeContext(search: string): PageLoadContext {
  return {
    queryClient: createQueryClient(),
    params: {},
    search: new URLSearchParams(search),
    site: TEST_RUNTIME_CONFIG.site,
    siteUrl: 'https://puneprimeproperties.in',
    apiUrl: 'https://api.puneprimeproperties.in',
  };
}

describe('the home page on the server', () => {
  it('reads the first page of the address’s search, bedrooms and carpet area included', async () => {
    const result = await load(makeContext('bhk=3%2C2&minArea=600&maxArea=1200&city=2'));
    expect(result.status).toBe(200);
    expect(api.callsTo('GET', '/api/property/properties')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/property/properties')[0]?.params).toEqual({
      limit: 12,
      offset: 0,
      city: 2,
      bhk: '2,3',
      minArea: 600,
      maxArea: 1200,
      sort: 'newest',
    });
  });
});
