import {
  QueryObserver,
  type QueryClient,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { getMaster } from '../contract/masters';
import { stubApi, type ApiStub } from '../testing/api-stub';
import { dashboardSummaryQuery } from './dashboard';
import { invalidateLookup, lookupQuery } from './lookups';
import { enquiryPageQuery, invalidateEnquiries } from './people';
import {
  invalidateProperties,
  propertyDetailsQuery,
  propertyPageQuery,
  propertySearchQuery,
} from './properties';
import { createQueryClient } from './query-client';

const LIST = '/api/property/properties';
const SUMMARY = '/api/dashboard/summary';
const CITIES = '/api/master_table/get_cities';
let api: ApiStub;
let client: QueryClient;

beforeEach(() => {
  client = createQueryClient();
  api = stubApi()
    .on('GET', LIST, ({ params }) => ({
      data: Array.from({ length: Math.min(2, 3 - Number(params.offset)) }, (_, i) => ({
        id: Number(params.offset) + i + 1,
      })),
      headers: { 'x-total-count': '3' },
    }))
    .on('GET', /^\/api\/property\/details\/\d+$/, { data: { id: 7 } })
    .on('GET', SUMMARY, { data: { properties: 3, newEnquiries: 1 } })
    .on('GET', /^\/api\/master_table\/get_/, { data: [{ id: 1, name: 'Pune' }] })
    .on('GET', '/api/enquiries', { data: [], headers: { 'x-total-count': '0' } });
});
afterEach(() => {
  client.clear();
  api.restore();
});

const isStale = (queryKey: QueryKey) => client.getQueryState(queryKey)?.isInvalidated === true;

/** Keeps a query on screen, as a mounted component would (its data fresh, so it reads nothing). */
function watch<TData, TKey extends QueryKey>(
  options: QueryObserverOptions<TData, Error, TData, TData, TKey>,
): () => void {
  return new QueryObserver(client, { ...options, staleTime: Infinity }).subscribe(() => undefined);
}

describe('the query options', () => {
  it('read a search a page at a time, from where the last page ended, until the total', async () => {
    const search = propertySearchQuery({ limit: 2, sort: 'newest' });
    const first = await client.fetchInfiniteQuery(search);
    expect(api.callsTo('GET', LIST)[0]?.params).toEqual({ limit: 2, sort: 'newest', offset: 0 });
    expect(search.getNextPageParam(first.pages[0]!, first.pages, 0, [0])).toBe(2);

    const { pages } = await client.fetchInfiniteQuery({ ...search, pages: 2 });
    expect(api.callsTo('GET', LIST).at(-1)?.params).toMatchObject({ offset: 2 });
    expect(pages.flatMap((page) => page.items)).toHaveLength(3);
    expect(search.getNextPageParam(pages[1]!, pages, 2, [0, 2])).toBeUndefined();
  });

  it('read a lookup list once for every screen that asks for it', async () => {
    const cities = lookupQuery(getMaster('cities'));
    await client.fetchQuery(cities);
    await client.fetchQuery(cities);
    await client.ensureQueryData(cities);
    expect(api.callsTo('GET', CITIES)).toHaveLength(1);
  });

  it('ask once, without retrying a failure', async () => {
    api.on('GET', /^\/api\/property\/details\/\d+$/, { status: 503 });
    await expect(client.fetchQuery(propertyDetailsQuery('7'))).rejects.toThrow();
    expect(api.callsTo('GET', '/api/property/details/7')).toHaveLength(1);
  });
});

describe('invalidation after a change', () => {
  it('of a property: every property read and the counts, the ones on screen loading again', async () => {
    const page = propertyPageQuery({ limit: 10, offset: 0, mine: 'true' });
    await Promise.all([
      client.fetchQuery(page),
      client.fetchQuery(propertyDetailsQuery('7')),
      client.fetchQuery(dashboardSummaryQuery()),
      client.fetchQuery(lookupQuery(getMaster('cities'))),
    ]);
    const stopWatching = watch(page);

    await invalidateProperties(client);

    expect(isStale(page.queryKey)).toBe(false); // on screen: already loaded again
    expect(api.callsTo('GET', LIST)).toHaveLength(2);
    // Off screen: dropped, so the next screen waits for the server instead of showing old figures.
    expect(client.getQueryData(propertyDetailsQuery('7').queryKey)).toBeUndefined();
    expect(client.getQueryData(dashboardSummaryQuery().queryKey)).toBeUndefined();
    expect(isStale(lookupQuery(getMaster('cities')).queryKey)).toBe(false);
    stopWatching();
  });

  it('of a lookup list: that list, and the properties that show its names', async () => {
    const cities = lookupQuery(getMaster('cities'));
    const statuses = lookupQuery(getMaster('statuses'));
    await Promise.all([
      client.fetchQuery(cities),
      client.fetchQuery(statuses),
      client.fetchQuery(propertyDetailsQuery('7')),
    ]);

    await invalidateLookup(client, getMaster('cities'));

    expect(client.getQueryData(cities.queryKey)).toBeUndefined();
    expect(client.getQueryData(propertyDetailsQuery('7').queryKey)).toBeUndefined();
    expect(isStale(statuses.queryKey)).toBe(false);
  });

  it("of an enquiry: the counts load again, the inbox on screen keeps its rows until it's shown again", async () => {
    const inbox = enquiryPageQuery({ limit: 20, offset: 0, status: 'new' });
    await Promise.all([client.fetchQuery(inbox), client.fetchQuery(dashboardSummaryQuery())]);
    const stopWatching = [watch(inbox), watch(dashboardSummaryQuery())];

    await invalidateEnquiries(client);

    expect(api.callsTo('GET', '/api/enquiries')).toHaveLength(1);
    expect(isStale(inbox.queryKey)).toBe(true);
    expect(api.callsTo('GET', SUMMARY)).toHaveLength(2);
    stopWatching.forEach((stop) => stop());
  });
});
