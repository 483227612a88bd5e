import type { ChangeRecord, PropertyFullRead, PropertyListItem } from 'shared-api/contract';
import { build, bearer, type TestApp } from '../../helpers/build';
import {
  putUpdate,
  seedLookups,
  signedInAgent,
  storeProperty,
  type LookupIds,
} from '../property/setup';

let t: TestApp;
let ids: LookupIds;
let agent: { id: number; token: string };
let admin: string;

beforeAll(async () => {
  t = await build();
  ids = await seedLookups(t.db);
  agent = await signedInAgent(t);
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

async function historyOf(id: number, token = agent.token) {
  const response = await t.app.inject({
    url: `/api/property/${id}/history`,
    headers: bearer(token),
  });
  return { status: response.statusCode, changes: response.json<ChangeRecord[]>() };
}

const changeOf = (record: ChangeRecord | undefined, field: string) =>
  record?.fields.find((change) => change.field === field);

async function fullRead(id: number): Promise<PropertyFullRead> {
  const response = await t.app.inject({
    url: `/api/property/get_allproperty/${id}`,
    headers: bearer(agent.token),
  });
  return response.json<PropertyFullRead>();
}

describe('a listing’s history', () => {
  it('records the create, then an update’s old and new values, newest first, with who', async () => {
    const { id } = await storeProperty(t, agent.token, ids, { projectName: 'Green Meadows' });
    const response = await putUpdate(t, agent.token, id, {
      project_name: 'Green Meadows Phase 2',
      price: '7000000',
    });
    expect(response.statusCode).toBe(200);

    const { status, changes } = await historyOf(id);
    expect(status).toBe(200);
    expect(changes.map((change) => change.action)).toEqual(['update', 'create']);
    const [update, create] = changes;
    expect(update?.userId).toBe(agent.id);
    expect(update?.userName).toEqual(expect.any(String));
    expect(changeOf(update, 'Price (Rs.)')).toEqual({
      field: 'Price (Rs.)',
      from: 7500000,
      to: 7000000,
    });
    expect(changeOf(update, 'Project Name')).toMatchObject({
      from: 'Green Meadows',
      to: 'Green Meadows Phase 2',
    });
    // Only what changed.
    expect(update?.fields).toHaveLength(2);
    // Files by name: a create records its photos' stored names, never their folders.
    const photo = changeOf(create, 'Photo 1');
    expect(photo?.from).toBeNull();
    expect(String(photo?.to)).not.toContain('/');
  });

  it('records nothing for a save that changes nothing, nor for a failed save', async () => {
    const { id } = await storeProperty(t, agent.token, ids);
    expect((await putUpdate(t, agent.token, id, { price: '7500000' })).statusCode).toBe(200);
    expect((await putUpdate(t, agent.token, id, { price: '-5' })).statusCode).toBe(400);
    const { changes } = await historyOf(id);
    expect(changes.map((change) => change.action)).toEqual(['create']);
  });

  it('is refused to another agent and shown to the administrator', async () => {
    const { id } = await storeProperty(t, agent.token, ids);
    const other = await signedInAgent(t);
    expect((await historyOf(id, other.token)).status).toBe(403);
    expect((await historyOf(id, admin)).changes).toHaveLength(1);
    const anonymous = await t.app.inject({ url: `/api/property/${id}/history` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('records a delete with the values the listing had', async () => {
    const { id, prp_id } = await storeProperty(t, agent.token, ids);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/property/properties/${id}`,
      headers: bearer(agent.token),
    });
    expect(removed.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('changes')
      .selectAll()
      .where('entity_id', '=', id)
      .where('entity', '=', 'property')
      .where('action', '=', 'delete')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.label).toContain(prp_id);
    expect(rows[0]?.fields).toContain('"to":null');
  });
});

describe('photo order', () => {
  it('stores a new order, makes the first the cover of the card, and records it', async () => {
    const { id } = await storeProperty(t, agent.token, ids);
    const before = await fullRead(id);
    const response = await putUpdate(t, agent.token, id, { photoOrder: '[2,1]' });
    expect(response.statusCode).toBe(200);
    const after = await fullRead(id);
    expect(after.images.image1).toBe(before.images.image2);
    expect(after.images.image2).toBe(before.images.image1);

    const list = await t.app.inject({ url: `/api/property/properties?ids=${id}` });
    const [card] = list.json<PropertyListItem[]>();
    expect(card?.image1).toBe(before.images.image2);

    const [latest] = (await historyOf(id)).changes;
    expect(latest?.fields.map((change) => change.field)).toEqual(['Photo 1', 'Photo 2']);
  });

  it('refuses an order that names a slot twice or out of range', async () => {
    const { id } = await storeProperty(t, agent.token, ids);
    for (const photoOrder of ['[1,1]', '[7]', '"x"']) {
      const response = await putUpdate(t, agent.token, id, { photoOrder });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors.photoOrder).toMatch(
        /Photo order/,
      );
    }
  });
});
