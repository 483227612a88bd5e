import { build, bearer, type TestApp } from '../../helpers/build';
import { insertProperty } from '../../helpers/fixtures';
import { seedLookups, storeProperty, uploadedFiles, type LookupIds } from './setup';

let t: TestApp;
let ids: LookupIds;
let adminToken: string;
let agent: { id: number; token: string };

beforeAll(async () => {
  t = await build();
  ids = await seedLookups(t.db);
  adminToken = await t.signInAdmin();
  const user = await t.createUser();
  agent = { id: user.id, token: await t.signIn(user.username, user.password) };
});
afterAll(() => t.close());

const demoCount = async (token: string) =>
  t.app.inject({ url: '/api/property/demo', headers: bearer(token) });
const deleteDemos = async (token: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/property/demo', headers: bearer(token) });

describe('the demo listings of a first start (going live)', () => {
  it('refuses an agent and a buyer (403) and the signed-out (401), and deletes nothing', async () => {
    await insertProperty(t.db, 1, { is_demo: 1 });
    const buyer = await t.createUser({ role: 'buyer' });
    const buyerToken = await t.signIn(buyer.username, buyer.password);
    for (const token of [agent.token, buyerToken]) {
      expect((await demoCount(token)).statusCode).toBe(403);
      expect((await deleteDemos(token)).statusCode).toBe(403);
    }
    const signedOut = await t.app.inject({ method: 'DELETE', url: '/api/property/demo' });
    expect(signedOut.statusCode).toBe(401);
    expect((await demoCount(adminToken)).json()).toEqual({ count: 1 });
  });

  it('lets the admin delete every demo listing and its files at once, and only those', async () => {
    const real = await storeProperty(t, agent.token, ids);
    const ownByAdmin = await insertProperty(t.db, 1);
    const filesBefore = await uploadedFiles(t.config);
    const demo = await storeProperty(t, agent.token, ids);
    await t.db.updateTable('properties').set({ is_demo: 1 }).where('id', '=', demo.id).execute();
    expect((await uploadedFiles(t.config)).length).toBeGreaterThan(filesBefore.length);
    expect((await demoCount(adminToken)).json()).toEqual({ count: 2 });

    const response = await deleteDemos(adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: '2 demo listings deleted', removed: 2 });

    const left = await t.db.selectFrom('properties').select(['id', 'is_demo']).execute();
    expect(left.map((row) => row.id).sort()).toEqual([real.id, ownByAdmin.id].sort());
    expect((await uploadedFiles(t.config)).sort()).toEqual(filesBefore.sort());
    expect((await demoCount(adminToken)).json()).toEqual({ count: 0 });
    const history = await t.db
      .selectFrom('changes')
      .select(['entity_id', 'action'])
      .where('entity', '=', 'property')
      .where('action', '=', 'delete')
      .execute();
    expect(history.map((row) => row.entity_id)).toContain(demo.id);
  });
});
