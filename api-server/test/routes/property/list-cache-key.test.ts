import { PROPERTY_LIST_MAX_LIMIT, propertyListQuerySchema } from 'shared-api/contract';
import { listCacheKey } from '../../../src/routes/property/list-route';
import { build, type TestApp } from '../../helpers/build';
import { seedLookups, type LookupIds } from './setup';

// The cached list is keyed on the whole validated query: two queries that differ in any one
// parameter must never share an answer, and a parameter added to the schema must be part of the
// key without anyone listing it. `mine=true` is never cached (list-cache.test.ts).
let t: TestApp;
let ids: LookupIds;

/** One value per parameter that changes the answer against no parameters at all. */
function variants(): Record<string, string> {
  return {
    limit: '2',
    offset: '1',
    q: 'skyline',
    city: String(ids.cities[1]),
    type: String(ids.property_types[1]),
    status: String(ids.statuses[1]),
    minPrice: '4000000',
    maxPrice: '4000000',
    bhk: '2,3',
    // The first rows of a fresh database: ids 1 to 6.
    ids: '2,4',
    minArea: '700',
    maxArea: '700',
    sort: 'price_desc',
    rera: 'missing',
  };
}

beforeAll(async () => {
  t = await build();
  ids = await seedLookups(t.db);
  const start = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: 6 }, (_, index) => {
    const at = new Date(start + index * 60_000).toISOString();
    return {
      prp_id: `PRP${String(index + 1).padStart(6, '0')}`,
      address: `Plot ${index}, Baner Road`,
      project_name: index === 2 ? 'Skyline Heights' : `Residency ${index}`,
      // Neither in the order of creation nor its reverse, so every sort differs.
      price: [3_500_000, 5_500_000, 4_500_000, 3_000_000, 6_000_000, 4_000_000][index] ?? 0,
      city_id: ids.cities[index % 2],
      property_type_id: ids.property_types[index % 3 === 0 ? 0 : 1],
      status_id: ids.statuses[index < 3 ? 0 : 1],
      rera_number: index % 2 === 0 ? `P5210000000${index}` : null,
      bedrooms: index === 5 ? null : index,
      carpet_area: index === 5 ? null : 400 + index * 100,
      created_by: 1,
      created_at: at,
      updated_at: at,
    };
  });
  await t.db.insertInto('properties').values(rows).execute();
});
afterAll(() => t.close());

async function answer(query: string) {
  const response = await t.app.inject({ url: `/api/property/properties?${query}` });
  expect(response.statusCode).toBe(200);
  return `${String(response.headers['x-total-count'])} ${response.body}`;
}

it('has a changing value for every parameter of the query schema', () => {
  const parameters = Object.keys(propertyListQuerySchema.shape).filter((name) => name !== 'mine');
  expect(Object.keys(variants()).sort()).toEqual(parameters.sort());
});

it('never answers a query from the cached answer of one that differs in one parameter', async () => {
  const unfiltered = await answer('');
  for (const [name, value] of Object.entries(variants())) {
    const query = new URLSearchParams({ [name]: value }).toString();
    const filtered = await answer(query);
    expect({ query, same: filtered === unfiltered }).toEqual({ query, same: false });
    // And the unfiltered answer is still the unfiltered one.
    expect(await answer('')).toBe(unfiltered);
  }
});

it('keys every parameter, and the same question asked two ways alike', () => {
  const key = (raw: Record<string, string>) => listCacheKey(propertyListQuerySchema.parse(raw));
  const none = key({});
  for (const [name, value] of Object.entries(variants())) {
    expect({ name, key: key({ [name]: value }) }).not.toEqual({ name, key: none });
  }
  expect(key({ mine: 'true' })).not.toBe(none);
  expect(key({ limit: String(PROPERTY_LIST_MAX_LIMIT), offset: '0', sort: 'newest', q: ' ' })).toBe(
    none,
  );
  expect(key({ bhk: '3,2,3' })).toBe(key({ bhk: '2,3' }));
  expect(key({ bhk: '' })).toBe(none);
  expect(key({ ids: '4,2,4' })).toBe(key({ ids: '2,4' }));
});
