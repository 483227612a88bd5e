// The list's `ids` filter (decision 089): a visitor's shortlist read in one request, not one detail
// read per property.
import { IDS_FILTER_MESSAGE, PROPERTY_IDS_FILTER_MAX } from 'shared-api/contract';
import { build, type TestApp } from '../../helpers/build';
import { readList, seedLookups } from './setup';

let t: TestApp;
let ids: number[] = [];

beforeAll(async () => {
  t = await build();
  const lookups = await seedLookups(t.db);
  const start = Date.UTC(2026, 0, 1);
  const rows = await t.db
    .insertInto('properties')
    .values(
      Array.from({ length: 30 }, (_, index) => {
        const at = new Date(start + index * 60_000).toISOString();
        return {
          prp_id: `PRP${String(index + 1).padStart(6, '0')}`,
          address: `Flat ${index}, Baner Road`,
          project_name: `Residency ${index}`,
          price: 3_500_000 + index * 100_000,
          city_id: lookups.cities[0],
          unit: 'sqft',
          created_by: 1,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .returning('id')
    .execute();
  ids = rows.map((row) => row.id);
});
afterAll(() => t.close());

const list = (query: string) => readList(t, query);

describe('GET /api/property/properties?ids=', () => {
  it('answers exactly the listings named, in the list’s order, with their total', async () => {
    const named = [ids[3], ids[17], ids[9]] as number[];
    const result = await list(`ids=${named.join(',')}`);
    expect(result.status).toBe(200);
    expect(result.items.map((item) => item.id)).toEqual([ids[17], ids[9], ids[3]]);
    expect(result.total).toBe(3);
  });

  it('leaves out ids of no property, and combines with the other filters', async () => {
    const missing = Math.max(...ids) + 1000;
    const result = await list(`ids=${ids[0]},${missing},${ids[20]}&minPrice=4000000`);
    expect(result.items.map((item) => item.project_name)).toEqual(['Residency 20']);
    expect(result.total).toBe(1);
  });

  it(`reads a whole shortlist of ${PROPERTY_IDS_FILTER_MAX} at once`, async () => {
    const named = ids.slice(0, PROPERTY_IDS_FILTER_MAX);
    const result = await list(`ids=${named.join(',')}&limit=${PROPERTY_IDS_FILTER_MAX}`);
    expect(result.items).toHaveLength(PROPERTY_IDS_FILTER_MAX);
  });

  it.each([
    ['more than the most', () => ids.slice(0, PROPERTY_IDS_FILTER_MAX + 1).join(',')],
    ['zero', () => '0'],
    ['a word', () => 'seven'],
    ['an empty item', () => `${ids[0]},,${ids[1]}`],
    ['a negative id', () => '-4'],
  ])('refuses %s with 400, naming ids', async (_case, value) => {
    const result = await list(`ids=${value()}`);
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({ ids: IDS_FILTER_MESSAGE });
  });

  it('filters nothing when empty, as an empty q does', async () => {
    expect((await list('ids=')).total).toBe(ids.length);
  });
});
