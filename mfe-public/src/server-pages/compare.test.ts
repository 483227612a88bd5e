import { createQueryClient, propertyKeys } from 'shared-api';
import type { SiteConfig } from 'shared-api/contract';
import { stubApi, TEST_RUNTIME_CONFIG, type ApiStub } from 'shared-api/testing';
import type { PageLoadContext } from 'shared-ui/head';
import { makeDetail } from '../testing/fixtures';
import { load } from './compare';
import { load as loadShortlist } from './shortlist';

const SITE_URL = 'https://puneprimeproperties.in';
const SITE: SiteConfig = TEST_RUNTIME_CONFIG.site;
let api: ApiStub;

beforeEach(() => {
  api = stubApi()
    .on('GET', /^\/api\/property\/details\/\d+$/, { status: 404, data: { message: 'Not found' } })
    .on('GET', '/api/property/details/3', { data: makeDetail({ id: 3, project_name: 'Skyline' }) })
    .on('GET', '/api/property/details/8', { data: makeDetail({ id: 8, project_name: 'Green' }) });
});
afterEach(() => api.restore());

function makeContext(search: string): PageLoadContext {
  return {
    queryClient: createQueryClient(),
    params: {},
    search: new URLSearchParams(search),
    site: SITE,
    siteUrl: SITE_URL,
    apiUrl: 'https://api.puneprimeproperties.in',
  };
}

describe('the comparison page on the server', () => {
  it('reads every property into the cache and titles the page by them, out of search indexes', async () => {
    const context = makeContext('ids=8,%203,8&utm_source=whatsapp');
    const result = await load(context);
    expect(result.status).toBe(200);
    expect(context.queryClient.getQueryData(propertyKeys.details('3'))).toMatchObject({ id: 3 });
    expect(context.queryClient.getQueryData(propertyKeys.details('8'))).toMatchObject({ id: 8 });
    expect(result.head.title).toBe(`Compare Green vs Skyline | ${SITE.brokerName}`);
    // The ids normalised: each once, in order, nothing else of the query.
    expect(result.head.canonical).toBe(`${SITE_URL}/compare?ids=8,3`);
    expect(result.head.noindex).toBe(true);
  });

  it('answers 200 with the page’s message for too few or too many ids, without reading', async () => {
    for (const search of ['ids=3', 'ids=1,2,3,4,5', '']) {
      expect((await load(makeContext(search))).status).toBe(200);
    }
    expect(api.requests).toHaveLength(0);
  });

  it('answers 404 when no id names a listed property, 200 when one does', async () => {
    expect((await load(makeContext('ids=98,99'))).status).toBe(404);
    expect((await load(makeContext('ids=3,99'))).status).toBe(200);
  });

  it('answers 503 when the API does not answer', async () => {
    api.on('GET', '/api/property/details/8', { isNetworkError: true });
    expect((await load(makeContext('ids=3,8'))).status).toBe(503);
  });
});

describe('the shortlist page on the server', () => {
  it('is the page’s frame with its head, out of search indexes', async () => {
    const result = await loadShortlist(makeContext(''));
    expect(result).toMatchObject({
      status: 200,
      head: { canonical: `${SITE_URL}/shortlist`, noindex: true },
    });
    expect(result.head.title).toBe(`Your shortlist | ${SITE.brokerName}`);
  });
});
