import { PROPERTY_LIST_MAX_LIMIT, type PropertyListItem } from 'shared-api/contract';
import { build, bearer, type TestApp } from '../../helpers/build';
import { seedLookups, signedInAgent, type LookupIds } from './setup';

let t: TestApp;
let ids: LookupIds;
let agent: { id: number; token: string };
let adminToken: string;
const TOTAL = PROPERTY_LIST_MAX_LIMIT + 5;

beforeAll(async () => {
  t = await build();
  ids = await seedLookups(t.db);
  agent = await signedInAgent(t);
  adminToken = await t.signInAdmin();
  const start = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: TOTAL }, (_, index) => {
    const at = new Date(start + index * 60_000).toISOString();
    return {
      prp_id: `PRP${String(index + 1).padStart(6, '0')}`,
      address: index === 7 ? 'Near 50%_Off Mall, Wakad' : `Plot ${index}, Baner Road`,
      project_name: index === 3 ? 'Skyline HEIGHTS' : `Residency ${index}`,
      price: 3_500_000 + index * 100_000,
      city_id: ids.cities[index % 2],
      property_type_id: ids.property_types[index % 2],
      status_id: ids.statuses[index % 2],
      unit: 'sqft',
      image1: index === 0 ? 'uploads/images/0123456789abcdef0123456789abcdef.jpg' : null,
      created_by: index < 10 ? agent.id : 1,
      created_at: at,
      updated_at: at,
    };
  });
  await t.db.insertInto('properties').values(rows).execute();
});
afterAll(() => t.close());

async function list(query = '', token?: string) {
  const response = await t.app.inject({
    url: `/api/property/properties${query}`,
    headers: token ? bearer(token) : {},
  });
  return {
    status: response.statusCode,
    items: response.statusCode === 200 ? response.json<PropertyListItem[]>() : [],
    total: Number(response.headers['x-total-count']),
    body: response.json<unknown>(),
  };
}

describe('GET /api/property/properties', () => {
  it('caps an unpaged answer at the documented maximum and reports the total', async () => {
    const result = await list();
    expect(result.items).toHaveLength(PROPERTY_LIST_MAX_LIMIT);
    expect(result.total).toBe(TOTAL);
    expect(result.items[0]?.prp_id).toBe(`PRP${String(TOTAL).padStart(6, '0')}`);
  });

  it('pages with limit and offset', async () => {
    const result = await list(`?limit=10&offset=${TOTAL - 3}`);
    expect(result.items).toHaveLength(3);
    expect(result.total).toBe(TOTAL);
    expect(result.items.at(-1)?.prp_id).toBe('PRP000001');
  });

  it('answers the list item shape with names and the card thumbnail', async () => {
    const [oldest] = (await list('?sort=oldest&limit=1')).items;
    expect(oldest).toEqual({
      id: expect.any(Number) as unknown,
      prp_id: 'PRP000001',
      image1: 'uploads/images/0123456789abcdef0123456789abcdef.jpg',
      thumbnail: 'uploads/images/0123456789abcdef0123456789abcdef-card.webp',
      project_name: 'Residency 0',
      price: 3_500_000,
      city_name: 'cities B',
      property_type: 'property_types B',
      address: 'Plot 0, Baner Road',
      status: 'statuses B',
      rera_number: null,
      unit: 'sqft',
      bedrooms: null,
      carpet_area: null,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    const [second] = (await list('?sort=oldest&limit=1&offset=1')).items;
    expect(second?.thumbnail).toBeNull();
  });

  it.each([
    ['price_asc', (a: number, b: number) => a <= b],
    ['price_desc', (a: number, b: number) => a >= b],
  ] as const)('sorts by %s', async (sort, inOrder) => {
    const prices = (await list(`?sort=${sort}&limit=20`)).items.map((item) => item.price);
    expect(
      prices.every((price, index) => index === 0 || inOrder(prices[index - 1] ?? 0, price)),
    ).toBe(true);
  });

  it('filters by city, type, status and price range together', async () => {
    const result = await list(
      `?city=${ids.cities[1]}&type=${ids.property_types[1]}&status=${ids.statuses[1]}&minPrice=4000000&maxPrice=5000000`,
    );
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.total).toBe(result.items.length);
    for (const item of result.items) {
      expect(item.city_name).toBe('cities A');
      expect(item.price).toBeGreaterThanOrEqual(4_000_000);
      expect(item.price).toBeLessThanOrEqual(5_000_000);
    }
  });

  it('searches the property ID, project name and address without regard to case', async () => {
    expect((await list('?q=skyline heights')).items.map((item) => item.prp_id)).toEqual([
      'PRP000004',
    ]);
    expect((await list('?q=prp000010')).items.map((item) => item.prp_id)).toEqual(['PRP000010']);
    expect((await list('?q=50%25_off')).items.map((item) => item.prp_id)).toEqual(['PRP000008']);
    expect((await list('?q=9%25')).total).toBe(0);
  });

  it('lists only the caller’s own with mine=true, everything for the admin', async () => {
    const mine = await list('?mine=true', agent.token);
    expect(mine.total).toBe(10);
    expect((await list('?mine=true', adminToken)).total).toBe(TOTAL);
  });

  it('asks for a sign-in when mine=true comes without a token', async () => {
    const result = await list('?mine=true');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: 'Please sign in' });
  });

  it.each(['?limit=0', `?limit=${PROPERTY_LIST_MAX_LIMIT + 1}`, '?sort=random', '?offset=-1'])(
    'refuses %s with 400',
    async (query) => {
      expect((await list(query)).status).toBe(400);
    },
  );
});
