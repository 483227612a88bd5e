import { build, bearer, type TestApp } from '../helpers/build';
import { insertProperty } from '../helpers/fixtures';

let t: TestApp;
let admin: string;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let aliceProperty: number;

let leads = 0;
async function enquire(propertyId: number, name: string) {
  // Each lead a different person: the same mobile on the same property again is one lead.
  leads += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/master_table/connect',
    payload: {
      occupation: 'individual',
      name,
      mobile: `90000000${String(leads).padStart(2, '0')}`,
      email: 'lead@example.com',
      cities: 'Wakad',
      time: 'Morning',
      p_id: propertyId,
      consent: true,
    },
  });
  expect(response.statusCode).toBe(201);
}

beforeAll(async () => {
  t = await build();
  admin = await t.signInAdmin();
  const a = await t.createUser();
  const b = await t.createUser();
  alice = { id: a.id, token: await t.signIn(a.username, a.password) };
  bob = { id: b.id, token: await t.signIn(b.username, b.password) };
  aliceProperty = (await insertProperty(t.db, alice.id)).id;
  const bobProperty = (await insertProperty(t.db, bob.id)).id;
  for (const name of ['Lead One', 'Lead Two', 'Lead Three']) await enquire(aliceProperty, name);
  await enquire(bobProperty, 'Bob Lead');
});
afterAll(async () => {
  await t.close();
});

const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/enquiries${query}`, headers: bearer(token) });

describe('GET /api/enquiries', () => {
  it('shows an agent only the leads on their own properties, newest first, with X-Total-Count', async () => {
    const response = await list(alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const rows = response.json<{ name: string; user_id: number }[]>();
    expect(rows.map((row) => row.name)).toEqual(['Lead Three', 'Lead Two', 'Lead One']);
    expect(rows.every((row) => row.user_id === alice.id)).toBe(true);
  });

  it('shows the admin every lead', async () => {
    const response = await list(admin);
    expect(response.headers['x-total-count']).toBe('4');
    expect(response.json()).toHaveLength(4);
  });

  it('pages with limit and offset and filters by status', async () => {
    const page = await list(alice.token, '?limit=2&offset=2');
    expect(page.json<{ name: string }[]>().map((row) => row.name)).toEqual(['Lead One']);
    expect(page.headers['x-total-count']).toBe('3');
    const closed = await list(alice.token, '?status=closed');
    expect(closed.json()).toEqual([]);
    expect(closed.headers['x-total-count']).toBe('0');
  });

  it('refuses bad paging with 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=abc', '?status=lost']) {
      expect((await list(alice.token, query)).statusCode).toBe(400);
    }
  });
});

describe('PATCH /api/enquiries/:id', () => {
  async function firstIdOf(token: string) {
    return (await list(token)).json<{ id: number }[]>()[0]!.id;
  }

  it('lets the owning agent change the status', async () => {
    const id = await firstIdOf(alice.token);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/enquiries/${id}`,
      headers: bearer(alice.token),
      payload: { status: 'contacted' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Enquiry updated successfully',
      id,
      status: 'contacted',
    });
    const contacted = await list(alice.token, '?status=contacted');
    expect(contacted.json<{ id: number }[]>().map((row) => row.id)).toEqual([id]);
  });

  it('lets the admin change any status, but not another agent (403)', async () => {
    const id = await firstIdOf(bob.token);
    const byAlice = await t.app.inject({
      method: 'PATCH',
      url: `/api/enquiries/${id}`,
      headers: bearer(alice.token),
      payload: { status: 'closed' },
    });
    expect(byAlice.statusCode).toBe(403);
    expect(byAlice.json()).toEqual({ message: 'You do not have permission to do this' });
    const byAdmin = await t.app.inject({
      method: 'PATCH',
      url: `/api/enquiries/${id}`,
      headers: bearer(admin),
      payload: { status: 'closed' },
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('answers 404 for an unknown enquiry and 400 for an unknown status', async () => {
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/enquiries/99999',
      headers: bearer(admin),
      payload: { status: 'closed' },
    });
    expect(missing.statusCode).toBe(404);
    const id = await firstIdOf(alice.token);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/enquiries/${id}`,
      headers: bearer(alice.token),
      payload: { status: 'won' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Status must be new, contacted or closed',
      errors: { status: 'Status must be new, contacted or closed' },
    });
  });

  it('keeps a lead (without its property id) when the property is deleted', async () => {
    const property = await insertProperty(t.db, alice.id, { project_name: 'Gone Heights' });
    await enquire(property.id, 'Orphan Lead');
    await t.db.deleteFrom('properties').where('id', '=', property.id).execute();
    const rows = (await list(alice.token)).json<
      { name: string; property_id: number | null; project_name: string }[]
    >();
    expect(rows.find((row) => row.name === 'Orphan Lead')).toMatchObject({
      property_id: null,
      project_name: 'Gone Heights',
    });
  });
});

describe('GET /api/dashboard/summary', () => {
  it('counts an agent’s own properties and new enquiries, without pending users', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/summary',
      headers: bearer(bob.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ properties: 1, newEnquiries: 0, newMatches: 0 });
  });

  it('counts everything for the admin, with buyers (not disabled agents) awaiting approval', async () => {
    // A disabled agent is not awaiting approval; a buyer who registered is.
    await t.createUser({ isActive: false });
    await t.createUser({ role: 'buyer', isActive: false });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/summary',
      headers: bearer(admin),
    });
    const properties = await t.db.selectFrom('properties').select('id').execute();
    const fresh = await t.db
      .selectFrom('enquiries')
      .select('id')
      .where('status', '=', 'new')
      .execute();
    expect(response.json()).toMatchObject({
      properties: properties.length,
      newEnquiries: fresh.length,
      newMatches: 0,
      pendingUsers: 1,
    });
  });
});
