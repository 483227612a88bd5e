import { build, bearer, type TestApp } from '../helpers/build';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
});

describe('session expiry', () => {
  async function sessionOf(token: string) {
    const agentToken = token;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(agentToken),
    });
    return me.json<{ id: number }>().id;
  }

  it('refuses a token past its absolute expiry and deletes the session', async () => {
    const agent = await t.createUser();
    const token = await t.signIn(agent.username, agent.password);
    await sessionOf(token);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', agent.id)
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
    const left = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', agent.id)
      .execute();
    expect(left).toHaveLength(0);
  });

  it('keeps a token used 29 minutes ago, and refuses one idle for more than 30 minutes', async () => {
    const agent = await t.createUser();
    const token = await t.signIn(agent.username, agent.password);
    const setLastUse = (minutesAgo: number) =>
      t.db
        .updateTable('sessions')
        .set({ last_used_at: new Date(Date.now() - minutesAgo * 60 * 1000).toISOString() })
        .where('user_id', '=', agent.id)
        .execute();
    await setLastUse(29);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(fresh.statusCode).toBe(200);
    await t.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - 30 * 60 * 1000 - 1000).toISOString() })
      .where('user_id', '=', agent.id)
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
  });

  it('sets the absolute expiry 12 hours ahead; activity renews last use at most once a minute, reads never', async () => {
    const agent = await t.createUser();
    const token = await t.signIn(agent.username, agent.password);
    const read = () =>
      t.db
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', agent.id)
        .executeTakeFirstOrThrow();
    const created = await read();
    const twelveHours = 12 * 60 * 60 * 1000;
    expect(Date.parse(created.expires_at) - Date.parse(created.created_at)).toBe(twelveHours);
    const activity = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/activity', headers: bearer(token) });

    const reported = await activity();
    expect(reported.statusCode).toBe(200);
    expect(Date.parse(reported.json<{ expiresAt: string }>().expiresAt)).toBe(
      Date.parse(created.expires_at),
    );
    expect((await read()).last_used_at).toBe(created.last_used_at);

    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await t.db
      .updateTable('sessions')
      .set({ last_used_at: twoMinutesAgo })
      .where('user_id', '=', agent.id)
      .execute();
    // A background read (the notification bell, the boot's check) leaves the idle limit alone.
    await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: bearer(token) });
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await read()).last_used_at).toBe(twoMinutesAgo);

    await activity();
    expect(Date.parse((await read()).last_used_at)).toBeGreaterThan(Date.parse(twoMinutesAgo));
  });

  it('refuses the activity report without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/activity' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses garbage and unknown tokens with 401', async () => {
    for (const header of ['Bearer nonsense', 'Bearer ' + 'A'.repeat(43), 'Basic abc', 'Bearer']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: header },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
