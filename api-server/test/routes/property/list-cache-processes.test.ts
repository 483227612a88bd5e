import type { FastifyInstance } from 'fastify';
import { getMaster, type PropertyListItem } from 'shared-api/contract';
import { appOn, openAgain } from '../../db/other-process';
import { bearer, build, type TestApp } from '../../helpers/build';
import { insertProperty } from '../../helpers/fixtures';
import { seedLookups, signedInAgent, storeProperty, type LookupIds } from './setup';

// Two API processes on one database, as behind a load balancer: each keeps its own cached list,
// and a write through either shows on the other's very next list. On PostgreSQL the second app
// has its own connection pool. A SQLite file is owned by one API process (decision 079), so there
// the second app shares the first one's connection, which is how two apps can share a file.
let t: TestApp;
let other: FastifyInstance;
let ids: LookupIds;
let agent: { id: number; token: string };
let adminToken: string;
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  t = await build();
  ids = await seedLookups(t.db);
  agent = await signedInAgent(t);
  adminToken = await t.signInAdmin();
  await insertProperty(t.db, 1, { project_name: 'Admin Towers', city_id: ids.cities[0] });
  other = onPostgres ? await appOn(t, (await openAgain(t)).db) : await appOn(t, t.db);
});
afterAll(async () => {
  // Closing an app closes its database: on SQLite the second app's is `t`'s.
  if (onPostgres) await other.close();
  await t.close();
});

async function list(app: FastifyInstance, query = '?limit=100') {
  const response = await app.inject({ url: `/api/property/properties${query}` });
  expect(response.statusCode).toBe(200);
  const items = response.json<PropertyListItem[]>();
  return {
    names: items.map((item) => item.project_name),
    items,
    total: Number(response.headers['x-total-count']),
  };
}

/** Both apps hold a cached answer for `query` before the write under test. */
async function cacheOnBoth(query?: string) {
  await list(t.app, query);
  await list(other, query);
  return list(other, query);
}

it('shows a property saved through one app on the other app’s very next list', async () => {
  const before = await cacheOnBoth();
  const { id } = await storeProperty(t, agent.token, ids, { projectName: 'Across Processes' });
  const created = await list(other);
  expect(created.names).toContain('Across Processes');
  expect(created.total).toBe(before.total + 1);

  const removal = await other.inject({
    method: 'DELETE',
    url: `/api/property/properties/${id}`,
    headers: bearer(agent.token),
  });
  expect(removal.statusCode).toBe(200);
  const deleted = await list(t.app);
  expect(deleted.names).not.toContain('Across Processes');
  expect(deleted.total).toBe(before.total);
});

it('shows a lookup renamed through one app on the other app’s very next list', async () => {
  const city = getMaster('cities');
  const query = `?city=${ids.cities[0]}`;
  expect((await cacheOnBoth(query)).items.map((item) => item.city_name)).toContain('cities B');
  const rename = await t.app.inject({
    method: 'PUT',
    url: `/api/master_table/${city.paths.update}/${ids.cities[0]}`,
    headers: bearer(adminToken),
    payload: { [city.field]: 'Balewadi' },
  });
  expect(rename.statusCode).toBe(200);
  const after = await list(other, query);
  expect(after.items.length).toBeGreaterThan(0);
  expect(new Set(after.items.map((item) => item.city_name))).toEqual(new Set(['Balewadi']));
});

it('shows a row another program wrote straight into the database on both apps', async () => {
  const before = await cacheOnBoth();
  // On SQLite only writes through the API's own connection count (decision 079).
  const writer = onPostgres ? (await openAgain(t)).db : t.db;
  await insertProperty(writer, agent.id, { project_name: 'Written Directly' });
  if (onPostgres) await writer.destroy();
  for (const app of [t.app, other]) {
    const after = await list(app);
    expect(after.names).toContain('Written Directly');
    expect(after.total).toBe(before.total + 1);
  }
});
