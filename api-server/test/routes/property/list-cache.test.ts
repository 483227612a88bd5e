import { getMaster, type PropertyListItem } from 'shared-api/contract';
import { appOn, openAgain } from '../../db/other-process';
import { build, bearer, type TestApp } from '../../helpers/build';
import { insertProperty } from '../../helpers/fixtures';
import { multipart } from '../../uploads/fixtures';
import { seedLookups, signedInAgent, storeProperty, type LookupIds } from './setup';

// The public list is cached between writes, on both engines. Each test reads the list first, so that a
// cached answer exists, then writes and reads again at once: the write must show.
let t: TestApp;
let ids: LookupIds;
let agent: { id: number; token: string };
let adminToken: string;

beforeAll(async () => {
  t = await build();
  ids = await seedLookups(t.db);
  agent = await signedInAgent(t);
  adminToken = await t.signInAdmin();
  await insertProperty(t.db, 1, { project_name: 'Admin Towers', city_id: ids.cities[0] });
});
afterAll(() => t.close());

async function list(query = '?limit=100', token?: string) {
  const response = await t.app.inject({
    url: `/api/property/properties${query}`,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode).toBe(200);
  const items = response.json<PropertyListItem[]>();
  return {
    names: items.map((item) => item.project_name).sort(),
    items,
    total: Number(response.headers['x-total-count']),
    response,
  };
}

async function send(method: 'PUT' | 'DELETE', url: string, fields?: Record<string, string>) {
  const body = fields ? await multipart(fields, []) : null;
  const response = await t.app.inject({
    method,
    url,
    ...(body ? { payload: body.payload } : {}),
    headers: { ...body?.headers, ...bearer(agent.token) },
  });
  expect(response.statusCode).toBe(200);
}

it('shows a property created, updated and deleted through the API on the very next read', async () => {
  const before = await list();
  const { id } = await storeProperty(t, agent.token, ids, { projectName: 'Fresh Meadows' });
  const created = await list();
  expect(created.names).toContain('Fresh Meadows');
  expect(created.total).toBe(before.total + 1);

  await send('PUT', `/api/property/update/${id}`, { project_name: 'Renamed Meadows' });
  const updated = await list();
  expect(updated.names).toContain('Renamed Meadows');
  expect(updated.names).not.toContain('Fresh Meadows');

  await send('DELETE', `/api/property/properties/${id}`);
  const deleted = await list();
  expect(deleted.names).not.toContain('Renamed Meadows');
  expect(deleted.total).toBe(before.total);
});

it('shows a renamed city in the list at once', async () => {
  const city = getMaster('cities');
  const before = await list(`?city=${ids.cities[0]}`);
  expect(before.items[0]?.city_name).toBe('cities B');
  const rename = await t.app.inject({
    method: 'PUT',
    url: `/api/master_table/${city.paths.update}/${ids.cities[0]}`,
    headers: bearer(adminToken),
    payload: { [city.field]: 'Hinjewadi' },
  });
  expect(rename.statusCode).toBe(200);
  const after = await list(`?city=${ids.cities[0]}`);
  expect(after.items.map((item) => item.city_name)).toEqual(['Hinjewadi']);
});

it('shows a row written straight through the database at once', async () => {
  const before = await list();
  await insertProperty(t.db, agent.id, { project_name: 'Direct Row' });
  const after = await list();
  expect(after.names).toContain('Direct Row');
  expect(after.total).toBe(before.total + 1);
});

it('never answers mine=true from the public answer, nor the public list from a mine answer', async () => {
  const everyone = await list('?limit=100&mine=false');
  expect(everyone.names).toContain('Admin Towers');
  const mine = await list('?limit=100&mine=true', agent.token);
  expect(mine.names).not.toContain('Admin Towers');
  expect(mine.total).toBe(mine.items.length);
  expect(mine.total).toBeLessThan(everyone.total);
  expect((await list('?limit=100')).total).toBe(everyone.total);
  expect((await list('?limit=100&mine=true', adminToken)).total).toBe(everyone.total);
});

it('answers a repeated read with the same body and headers', async () => {
  const first = await list('?limit=5&sort=price_asc');
  const second = await list('?limit=5&sort=price_asc');
  expect(second.response.body).toBe(first.response.body);
  for (const header of ['content-type', 'content-length', 'x-total-count']) {
    expect(second.response.headers[header]).toBe(first.response.headers[header]);
  }
  expect(first.response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(second.response.body).not.toMatch(/password|hash/i);
});

const readsTheList = (statement: string) => /from "properties"/.test(statement);

it('answers a repeated read from memory, and reads the list again after a write', async () => {
  const counted = await openAgain(t);
  const app = await appOn(t, counted.db);
  try {
    const read = () => app.inject({ url: '/api/property/properties?limit=7' });
    const first = await read();
    expect(counted.statements.filter(readsTheList)).toHaveLength(2);
    counted.statements.length = 0;
    expect((await read()).body).toBe(first.body);
    // The data version only: PostgreSQL's version row; SQLite's count of writes, in memory.
    expect(counted.statements).toEqual(
      t.config.databaseUrl ? [expect.stringMatching(/from "list_version"/)] : [],
    );
    await insertProperty(counted.db, agent.id, { project_name: 'After The Cache' });
    counted.statements.length = 0;
    expect((await read()).body).toContain('After The Cache');
    expect(counted.statements.filter(readsTheList)).toHaveLength(2);
  } finally {
    await app.close();
  }
});

it('reads a page once for a burst of requests that all missed it after a write', async () => {
  const counted = await openAgain(t);
  const app = await appOn(t, counted.db);
  try {
    const read = () => app.inject({ url: '/api/property/properties?limit=9' });
    await read();
    await insertProperty(counted.db, agent.id, { project_name: 'Burst Of Readers' });
    counted.statements.length = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, read));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.body).toContain('Burst Of Readers');
    expect(counted.statements.filter(readsTheList)).toHaveLength(2);
  } finally {
    await app.close();
  }
});
