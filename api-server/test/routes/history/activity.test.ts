import type { ChangeRecord } from 'shared-api/contract';
import { insertRequirement } from '../../../src/repositories/requirements';
import { build, bearer, type TestApp } from '../../helpers/build';
import { insertProperty } from '../../helpers/fixtures';
import { seedLookups, signedInAgent, type LookupIds } from '../property/setup';

let t: TestApp;
let ids: LookupIds;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await build();
  ids = await seedLookups(t.db);
  admin = await t.signInAdmin();
  const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(admin) });
  adminId = me.json<{ id: number }>().id;
});
afterAll(() => t.close());

async function activity(query = '', token = admin) {
  const response = await t.app.inject({ url: `/api/history${query}`, headers: bearer(token) });
  return {
    status: response.statusCode,
    total: Number(response.headers['x-total-count']),
    changes: response.statusCode === 200 ? response.json<ChangeRecord[]>() : [],
    body: response.json<{ errors?: Record<string, string> }>(),
  };
}

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(admin) });

describe('the Activity screen’s read', () => {
  it('records a lookup item’s add, rename and delete by the administrator', async () => {
    const added = await send('POST', '/api/master_table/add_city', { city: 'Hinjewadi' });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ id: number }>().id;
    expect(
      (await send('PUT', `/api/master_table/update_city/${id}`, { city: 'Hinjawadi' })).statusCode,
    ).toBe(200);
    // A rename to the same name changes nothing, and records nothing.
    await send('PUT', `/api/master_table/update_city/${id}`, { city: 'Hinjawadi' });
    expect((await send('DELETE', `/api/master_table/delete_city/${id}`)).statusCode).toBe(200);

    const { changes } = await activity('?entity=lookup');
    const mine = changes.filter((change) => change.entityId === id && change.list === 'cities');
    expect(mine.map((change) => change.action)).toEqual(['delete', 'update', 'create']);
    expect(mine[1]?.fields).toEqual([{ field: 'Name', from: 'Hinjewadi', to: 'Hinjawadi' }]);
    expect(mine.every((change) => change.userId === adminId)).toBe(true);
  });

  it('records a user’s add and their account being disabled, never a password', async () => {
    const added = await send('POST', '/api/master_table/add_user', {
      name: 'Asha Patil',
      email: 'asha@example.com',
      mobile: '9822000001',
      username: 'asha',
      password: 'Tulsi-Baug-42',
      remarks: '',
    });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ id: number }>().id;
    expect((await send('PUT', `/api/master_table/toggle_user_status/${id}`)).statusCode).toBe(200);
    const { changes } = await activity('?entity=user');
    const mine = changes.filter((change) => change.entityId === id);
    expect(mine.map((change) => change.action)).toEqual(['update', 'create']);
    expect(mine[0]?.fields).toEqual([{ field: 'Active', from: 'Yes', to: 'No' }]);
    expect(JSON.stringify(mine)).not.toContain('Tulsi-Baug-42');
  });

  it('records an enquiry’s and a requirement’s status changes by the person who made them', async () => {
    const agent = await signedInAgent(t);
    const property = await insertProperty(t.db, agent.id);
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/master_table/connect',
      payload: {
        occupation: 'individual',
        name: 'Lead One',
        mobile: '9000000001',
        email: 'lead@example.com',
        cities: 'Wakad',
        time: 'Morning',
        p_id: property.id,
        consent: true,
      },
    });
    expect(enquiry.statusCode).toBe(201);
    const [lead] = await t.db.selectFrom('enquiries').select('id').execute();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/enquiries/${lead?.id}`,
      payload: { status: 'contacted' },
      headers: bearer(agent.token),
    });
    expect(patched.statusCode).toBe(200);

    const requirementId = await insertRequirement(
      t.db,
      { userId: null, name: 'Rahul', mobile: '9822012345', email: null, createdBy: null },
      {
        purpose: 'buy',
        propertyTypes: [ids.property_types[0]],
        bedrooms: [2],
        budgetFrom: 6_000_000,
        budgetTo: 9_000_000,
        cities: [ids.cities[0]],
        possession: 'any',
        note: '',
      },
      new Date().toISOString(),
    );
    expect(
      (await send('PATCH', `/api/requirements/${requirementId}`, { status: 'closed' })).statusCode,
    ).toBe(200);

    const byAgent = await activity(`?userId=${agent.id}`);
    expect(byAgent.changes).toEqual([
      expect.objectContaining({
        entity: 'enquiry',
        action: 'status',
        fields: [{ field: 'Status', from: 'new', to: 'contacted' }],
      }),
    ]);
    const requirements = await activity('?entity=requirement');
    expect(requirements.changes[0]).toMatchObject({
      entityId: requirementId,
      userId: adminId,
      fields: [{ field: 'Status', from: 'open', to: 'closed' }],
    });
  });

  it('keeps no name or value of an erased person, only that their account changed', async () => {
    const added = await send('POST', '/api/master_table/add_user', {
      name: 'Kavita Joshi',
      email: 'kavita@example.com',
      mobile: '9822000002',
      username: 'kavita',
      password: 'Shaniwar-Wada-17',
      remarks: '',
    });
    const id = added.json<{ id: number }>().id;
    expect(
      (await send('POST', '/api/people/erase', { email: 'kavita@example.com' })).statusCode,
    ).toBe(200);
    const { changes } = await activity('?entity=user');
    const hers = changes.filter((change) => change.entityId === id);
    expect(hers.map((change) => change.action)).toEqual(['delete', 'create']);
    expect(JSON.stringify(hers)).not.toMatch(/Kavita|kavita|9822000002/);
  });

  it('pages on the server, newest first, and filters by date', async () => {
    const all = await activity('?limit=2');
    expect(all.changes).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const next = await activity(`?limit=2&offset=2`);
    expect(next.changes[0]?.id).toBeLessThan(all.changes[1]?.id ?? 0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await activity(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await activity('?to=2000-01-01')).total).toBe(0);
  });

  it('is the administrator’s alone, and refuses a bad filter', async () => {
    const agent = await signedInAgent(t);
    expect((await activity('', agent.token)).status).toBe(403);
    const bad = await activity('?from=yesterday');
    expect(bad.status).toBe(400);
    expect((await activity('?entity=planet')).status).toBe(400);
  });
});
