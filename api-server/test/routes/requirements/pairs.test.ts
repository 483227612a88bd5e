import type { DashboardSummary, RequirementInput } from 'shared-api/contract';
import { bearer, build, NO_LIMITS, type TestApp } from '../../helpers/build';
import { putUpdate, seedLookups, storeProperty, type LookupIds } from '../property/setup';

// The stored pairs (decision 089) as the writes through the API keep them: a requirement added,
// a listing saved, a listing deleted, and the dashboard's new matches that read them.

let t: TestApp;
let ids: LookupIds;
let admin: { authorization: string };
let agentToken: string;
let otherToken: string;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

beforeAll(async () => {
  t = await build(NO_LIMITS);
  ids = await seedLookups(t.db);
  // The purpose rule reads status names: the first status is for sale, the second sold.
  for (const [id, name] of [
    [ids.statuses[0], 'For Sale'],
    [ids.statuses[1], 'Sold'],
  ] as const) {
    await t.db.updateTable('statuses').set({ name }).where('id', '=', id).execute();
  }
  admin = bearer(await t.signInAdmin());
  const agent = await t.createUser();
  agentToken = await t.signIn(agent.username, agent.password);
  const other = await t.createUser();
  otherToken = await t.signIn(other.username, other.password);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('requirements').execute();
  await t.db.deleteFrom('properties').execute();
});

/** What the stored draft (property/setup.ts) offers: a 2 BHK of the first type and city, 75 L. */
function requirement(values: Partial<RequirementInput> = {}): RequirementInput {
  return {
    purpose: 'buy',
    propertyTypes: [ids.property_types[0]],
    bedrooms: [2],
    budgetFrom: 6_000_000,
    budgetTo: 9_000_000,
    cities: [ids.cities[0]],
    possession: 'any',
    note: '',
    ...values,
  };
}

async function addRequirement(values: Partial<RequirementInput> = {}): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/requirements',
    headers: admin,
    payload: {
      name: 'Rahul Deshmukh',
      mobile: '9822012345',
      email: '',
      requirement: requirement(values),
    },
  });
  if (response.statusCode !== 201) throw new Error(`add failed: ${response.body}`);
  return response.json<{ id: number }>().id;
}

const store = (token: string, overrides: Record<string, string> = {}) =>
  storeProperty(t, token, ids, overrides);

function pairs() {
  return t.db
    .selectFrom('requirement_matches')
    .select(['requirement_id', 'property_id', 'matched_at'])
    .orderBy('requirement_id')
    .orderBy('property_id')
    .execute();
}

const pairIds = async () => (await pairs()).map((pair) => [pair.requirement_id, pair.property_id]);

async function summary(headers: object): Promise<DashboardSummary> {
  const response = await t.app.inject({ url: '/api/dashboard/summary', headers: { ...headers } });
  return response.json<DashboardSummary>();
}

describe('requirement_matches', () => {
  it('pairs a new requirement with every listing it matches, matched now', async () => {
    const fits = await store(agentToken);
    await store(agentToken, { price: '9500000' });
    await store(agentToken, { status: String(ids.statuses[1]) });
    const before = new Date().toISOString();
    const id = await addRequirement();
    const stored = await pairs();
    expect(stored.map((pair) => [pair.requirement_id, pair.property_id])).toEqual([[id, fits.id]]);
    expect(String(stored[0]?.matched_at) >= before).toBe(true);
  });

  it('pairs a registration’s requirement in its transaction', async () => {
    const fits = await store(agentToken);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/master_table/register_user',
      payload: {
        name: 'Sneha Patil',
        email: 'sneha.pairs@example.com',
        mobile: '9765432109',
        occupation: 'Engineer',
        cities: ids.cities[0],
        password: 'Mango-Hill-42',
        confirmpass: 'Mango-Hill-42',
        consent: true,
        requirement: requirement(),
      },
    });
    expect(response.statusCode).toBe(201);
    expect((await pairs()).map((pair) => pair.property_id)).toEqual([fits.id]);
  });

  it('keeps a pair’s matched_at across an edit, drops it when the listing stops matching, re-pairs it later', async () => {
    const id = await addRequirement();
    const listing = await store(agentToken);
    expect(await pairIds()).toEqual([[id, listing.id]]);
    const old = daysAgo(3);
    await t.db.updateTable('requirement_matches').set({ matched_at: old }).execute();

    const edited = await putUpdate(t, agentToken, listing.id, { price: '8000000' });
    expect(edited.statusCode).toBe(200);
    expect((await pairs()).map((pair) => pair.matched_at)).toEqual([old]);

    await putUpdate(t, agentToken, listing.id, { price: '9500000' });
    expect(await pairs()).toEqual([]);

    const before = new Date().toISOString();
    await putUpdate(t, agentToken, listing.id, { price: '7000000' });
    const [again] = await pairs();
    expect(again?.requirement_id).toBe(id);
    expect(again && again.matched_at >= before).toBe(true);

    await putUpdate(t, agentToken, listing.id, { status: String(ids.statuses[1]) });
    expect(await pairs()).toEqual([]);
  });

  it('pairs a new listing with requirements of every status, and a status change keeps them', async () => {
    const open = await addRequirement();
    const closed = await addRequirement();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/requirements/${closed}`,
      headers: admin,
      payload: { status: 'closed' },
    });
    const listing = await store(agentToken);
    expect(await pairIds()).toEqual([
      [open, listing.id],
      [closed, listing.id],
    ]);
    const counts = await t.app.inject({
      url: `/api/property/requirement-counts?ids=${listing.id}`,
      headers: admin,
    });
    expect(counts.json()).toEqual({ [String(listing.id)]: 1 });
  });

  it('loses the pairs of a deleted listing and of an erased requirement', async () => {
    const first = await addRequirement();
    const second = await addRequirement({ bedrooms: [] });
    const kept = await store(agentToken);
    const deleted = await store(agentToken);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/property/properties/${deleted.id}`,
      headers: bearer(agentToken),
    });
    expect(response.statusCode).toBe(200);
    expect(await pairIds()).toEqual([
      [first, kept.id],
      [second, kept.id],
    ]);
    await t.db.deleteFrom('requirements').where('id', '=', first).execute();
    expect(await pairIds()).toEqual([[second, kept.id]]);
  });
});

describe('GET /api/dashboard/summary newMatches from the pairs', () => {
  it('counts a new listing’s matches, not an old pair, not a closed requirement until reopened; an agent their own', async () => {
    const open = await addRequirement();
    await store(otherToken);
    await t.db
      .updateTable('requirement_matches')
      .set({ matched_at: daysAgo(8) })
      .execute();
    expect((await summary(admin)).newMatches).toBe(0);

    await store(agentToken);
    expect((await summary(admin)).newMatches).toBe(1);
    expect((await summary(bearer(agentToken))).newMatches).toBe(1);
    expect((await summary(bearer(otherToken))).newMatches).toBe(0);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/requirements/${open}`,
      headers: admin,
      payload: { status: 'closed' },
    });
    expect((await summary(admin)).newMatches).toBe(0);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/requirements/${open}`,
      headers: admin,
      payload: { status: 'open' },
    });
    expect((await summary(admin)).newMatches).toBe(1);
  });
});
