import type { DashboardSummary, RequirementMatch, RequirementRow } from 'shared-api/contract';
import {
  addRequirement,
  admin,
  agent,
  agentAuth,
  clearListings,
  get,
  ids,
  listing,
  other,
  t,
  useRequirementsApp,
} from './setup';

useRequirementsApp();
beforeEach(clearListings);

const names = (rows: RequirementRow[]) => rows.map((row) => row.name);

describe('GET /api/requirements', () => {
  it('answers 401 to a visitor on every requirement route', async () => {
    for (const url of [
      '/api/requirements',
      '/api/requirements/1/matches',
      '/api/property/1/requirements',
      '/api/property/requirement-counts?ids=1',
    ]) {
      const response = await get(url, {});
      expect(`${url} ${response.statusCode}`).toBe(`${url} 401`);
    }
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/requirements/1',
      payload: { status: 'closed' },
    });
    expect(patch.statusCode).toBe(401);
  });

  it('lists every requirement for the admin, newest first, paged with X-Total-Count', async () => {
    await listing(other.id);
    for (const name of ['First', 'Second', 'Third']) await addRequirement({}, name);
    const response = await get('/api/requirements?limit=2&offset=1');
    expect(response.headers['x-total-count']).toBe('3');
    const rows = response.json<RequirementRow[]>();
    expect(names(rows)).toEqual(['Second', 'First']);
    expect(rows[0]).toMatchObject({ matches: 1, status: 'open', purpose: 'buy', user_id: null });
  });

  it('filters by status, purpose, text, city and BHK', async () => {
    await addRequirement({ bedrooms: [2], cities: [ids.city.baner] }, 'Asha Kulkarni');
    await addRequirement(
      { purpose: 'rent', bedrooms: [3], cities: [ids.city.wakad] },
      'Vikram Rao',
    );
    const query = async (search: string) =>
      names((await get(`/api/requirements?${search}`)).json<RequirementRow[]>());
    expect(await query('purpose=rent')).toEqual(['Vikram Rao']);
    expect(await query('q=kulk')).toEqual(['Asha Kulkarni']);
    expect(await query(`city=${ids.city.wakad}`)).toEqual(['Vikram Rao']);
    expect(await query('bhk=2')).toEqual(['Asha Kulkarni']);
    expect(await query('status=closed')).toEqual([]);
  });

  it('shows an agent only the requirements matching their own listings, counting those only', async () => {
    const own = await listing(agent.id, { project_name: 'Own flat' });
    await listing(other.id, { project_name: 'Other flat' });
    await listing(other.id, { project_name: 'Other villa', property_type_id: ids.type.villa });
    const flat = await addRequirement({}, 'Wants a flat');
    const villa = await addRequirement({ propertyTypes: [ids.type.villa] }, 'Wants a villa');
    const listed = (await get('/api/requirements', agentAuth)).json<RequirementRow[]>();
    expect(listed.map((row) => [row.name, row.matches])).toEqual([['Wants a flat', 1]]);

    const matches = await get(`/api/requirements/${flat}/matches`, agentAuth);
    const items = matches.json<RequirementMatch[]>();
    expect(items.map((item) => item.id)).toEqual([own.id]);
    expect((await get(`/api/requirements/${flat}/matches`)).headers['x-total-count']).toBe('2');

    const hidden = await get(`/api/requirements/${villa}/matches`, agentAuth);
    expect(hidden.statusCode).toBe(404);
    const patchHidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/requirements/${villa}`,
      headers: agentAuth,
      payload: { status: 'contacted' },
    });
    expect(patchHidden.statusCode).toBe(404);
    const patchOwn = await t.app.inject({
      method: 'PATCH',
      url: `/api/requirements/${flat}`,
      headers: agentAuth,
      payload: { status: 'contacted' },
    });
    expect(patchOwn.statusCode).toBe(200);
  });

  it('lets an agent see the requirements of their own listing only (403 otherwise)', async () => {
    const own = await listing(agent.id);
    const others = await listing(other.id);
    await addRequirement();
    expect((await get(`/api/property/${own.id}/requirements`, agentAuth)).statusCode).toBe(200);
    const refused = await get(`/api/property/${others.id}/requirements`, agentAuth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can only manage your own properties' });
    expect((await get('/api/property/999999/requirements')).statusCode).toBe(404);
    const counts = await get(
      `/api/property/requirement-counts?ids=${own.id},${others.id}`,
      agentAuth,
    );
    expect(counts.json()).toEqual({ [String(own.id)]: 1 });
  });
});

describe('GET /api/dashboard/summary newMatches', () => {
  const summary = async (headers: object) =>
    (await get('/api/dashboard/summary', headers)).json<DashboardSummary>();
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();

  it('counts the pairs matched in the last 7 days with an open requirement, an agent their listings', async () => {
    await addRequirement({}, 'Old');
    await listing(other.id, { project_name: 'Older flat' });
    await listing(other.id, { status_id: ids.status.sold });
    // Old × Older flat was matched 8 days ago: not new any more.
    await t.db
      .updateTable('requirement_matches')
      .set({ matched_at: daysAgo(8) })
      .execute();
    const fresh = await addRequirement({}, 'Fresh');
    await listing(agent.id, { created_at: daysAgo(30) });
    // Fresh × Older flat, Old × the agent's, Fresh × the agent's; the sold listing matches nobody.
    expect((await summary(admin)).newMatches).toBe(3);
    expect((await summary(agentAuth)).newMatches).toBe(2);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/requirements/${fresh}`,
      headers: admin,
      payload: { status: 'closed' },
    });
    expect((await summary(admin)).newMatches).toBe(1);
    expect((await summary(agentAuth)).newMatches).toBe(1);
  });
});
