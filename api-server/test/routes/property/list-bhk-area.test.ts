// The list's bedroom and carpet area filters (decision 089): `bhk` (a comma list of counts, 0 for a
// studio / 1 RK) and `minArea` / `maxArea` (carpet area, sq.ft.).
import { CompiledQuery, type PluginTransformQueryArgs } from 'kysely';
import { BHK_FILTER_MESSAGE } from 'shared-api/contract';
import { listProperties } from '../../../src/repositories/properties';
import { build, type TestApp } from '../../helpers/build';
import { readList, seedLookups } from './setup';

let t: TestApp;
const COUNT = 60;

/** Listing `index`'s bedrooms: 0 to 4 in turn, none for every sixth (a plot, a shop). */
const bedroomsOf = (index: number) => (index % 6 === 5 ? null : index % 5);
/** Its carpet area: 300 sq.ft. and 12.5 more per listing; none where it has no bedrooms. */
const carpetAreaOf = (index: number) => (bedroomsOf(index) === null ? null : 300 + index * 12.5);
const INDEXES = Array.from({ length: COUNT }, (_, index) => index);

beforeAll(async () => {
  t = await build();
  const ids = await seedLookups(t.db);
  const start = Date.UTC(2026, 0, 1);
  await t.db
    .insertInto('properties')
    .values(
      INDEXES.map((index) => {
        const at = new Date(start + index * 60_000).toISOString();
        return {
          prp_id: `PRP${String(index + 1).padStart(6, '0')}`,
          address: `Flat ${index}, Baner Road`,
          project_name: `Residency ${index}`,
          price: 3_500_000 + index * 100_000,
          city_id: ids.cities[index % 2],
          unit: 'sqft',
          bedrooms: bedroomsOf(index),
          carpet_area: carpetAreaOf(index),
          created_by: 1,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .execute();
});
afterAll(() => t.close());

const list = (query: string) => readList(t, query);

/** The project names of the listings that fit, newest first (the list's default order). */
function expectedNames(fits: (index: number) => boolean): string[] {
  return INDEXES.filter(fits)
    .reverse()
    .map((index) => `Residency ${index}`);
}

describe('GET /api/property/properties by bedrooms and carpet area', () => {
  it('lists each listing with its bedrooms and carpet area', async () => {
    const { items } = await list('sort=oldest&limit=6');
    expect(items.map(({ bedrooms, carpet_area }) => ({ bedrooms, carpet_area }))).toEqual(
      INDEXES.slice(0, 6).map((index) => ({
        bedrooms: bedroomsOf(index),
        carpet_area: carpetAreaOf(index),
      })),
    );
  });

  it('finds exactly the listings with any of the bhk counts (bhk=2,3)', async () => {
    const result = await list('bhk=2,3');
    const expected = expectedNames((index) => [2, 3].includes(bedroomsOf(index) ?? -1));
    expect(result.items.map((item) => item.project_name)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it('finds the studios (1 RK) with bhk=0, and nothing for a count no listing has', async () => {
    const studios = await list('bhk=0');
    expect(studios.items.map((item) => item.project_name)).toEqual(
      expectedNames((index) => bedroomsOf(index) === 0),
    );
    expect(studios.items.every((item) => item.bedrooms === 0)).toBe(true);
    expect((await list('bhk=10')).total).toBe(0);
  });

  it('reads repeats and any order as the same list, and an empty bhk as no filter', async () => {
    const names = (await list('bhk=2,3')).items.map((item) => item.project_name);
    expect((await list('bhk=3,2,3')).items.map((item) => item.project_name)).toEqual(names);
    expect((await list('bhk=')).total).toBe(COUNT);
  });

  it('bounds the carpet area with minArea and maxArea, both included, decimals too', async () => {
    const result = await list('minArea=400&maxArea=562.5');
    const expected = expectedNames((index) => {
      const area = carpetAreaOf(index);
      return area !== null && area >= 400 && area <= 562.5;
    });
    expect(result.items.map((item) => item.project_name)).toEqual(expected);
    expect(result.total).toBe(expected.length);
    // A listing without a carpet area is outside every range.
    expect((await list('minArea=0')).total).toBe(
      INDEXES.filter((index) => carpetAreaOf(index) !== null).length,
    );
  });

  it('combines bhk, carpet area and the other filters', async () => {
    const result = await list('bhk=1,4&minArea=500&maxPrice=9000000');
    const expected = expectedNames((index) => {
      const area = carpetAreaOf(index) ?? -1;
      return (
        [1, 4].includes(bedroomsOf(index) ?? -1) &&
        area >= 500 &&
        3_500_000 + index * 100_000 <= 9_000_000
      );
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(result.items.map((item) => item.project_name)).toEqual(expected);
  });

  it.each([
    ['bhk=11', 'bhk'],
    ['bhk=-1', 'bhk'],
    ['bhk=two', 'bhk'],
    ['bhk=2,,3', 'bhk'],
    ['bhk=2.5', 'bhk'],
    ['bhk=1&bhk=2', 'bhk'],
    ['minArea=-1', 'minArea'],
    ['maxArea=big', 'maxArea'],
  ])('refuses %s with 400, naming the parameter', async (query, name) => {
    const result = await list(query);
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors ?? {})).toEqual([name]);
    if (name === 'bhk') expect(result.body.errors?.bhk).toBe(BHK_FILTER_MESSAGE);
  });

  it('reads the bhk and carpet area filters from their index (SQLite plan)', async () => {
    if (t.config.databaseUrl) return;
    // The repository's own statements, captured as it builds them and explained as they are.
    const sent: PluginTransformQueryArgs[] = [];
    const spy = t.db.withPlugin({
      transformQuery: (args) => {
        sent.push(args);
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });
    await listProperties(
      spy,
      { bedrooms: [2, 3], minCarpetArea: 400, maxCarpetArea: 900 },
      { limit: 12, offset: 0, sort: 'newest' },
    );
    expect(sent.length).toBeGreaterThan(0);
    for (const { node, queryId } of sent) {
      const query = t.db.getExecutor().compileQuery(node, queryId);
      const plan = await t.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      const steps = plan.rows.map((row) => row.detail).join('\n');
      expect(steps).toMatch(/USING (COVERING )?INDEX properties_bedrooms_carpet_area_idx/);
    }
  });
});
