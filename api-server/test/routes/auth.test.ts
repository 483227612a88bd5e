import { build, bearer, ADMIN_PASSWORD, ADMIN_USERNAME, type TestApp } from '../helpers/build';
import { containsSecret } from '../helpers/assertions';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
});

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

describe('POST /api/auth/login', () => {
  it('signs the admin in by username and answers token, id, name and role', async () => {
    const response = await login({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual({
      token: expect.any(String) as unknown,
      id: 1,
      name: 'Administrator',
      role: 'admin',
    });
    expect(String(body.token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(containsSecret(response.body)).toBe(false);
  });

  it('signs an agent in by e-mail, ignoring case', async () => {
    const agent = await t.createUser();
    const response = await login({ username: agent.email.toUpperCase(), password: agent.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: agent.id, name: agent.name, role: 'agent' });
  });

  it('stores only the sha256 of the token, never the token itself', async () => {
    const agent = await t.createUser();
    const token = (await login({ username: agent.username, password: agent.password })).json<{
      token: string;
    }>().token;
    const rows = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', agent.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token);
  });

  it.each([
    [
      'a wrong password',
      () => Promise.resolve({ username: ADMIN_USERNAME, password: 'wrong-password' }),
    ],
    ['an unknown user', () => Promise.resolve({ username: 'nobody-here', password: 'whatever1' })],
    [
      'a disabled account with the right password',
      async () => {
        const agent = await t.createUser({ isActive: false });
        return { username: agent.username, password: agent.password };
      },
    ],
  ])('answers 401 "Invalid username or password" for %s', async (_case, makeInput) => {
    const response = await login(await makeInput());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid username or password' });
  });

  it.each([
    [{ password: 'x' }, 'username', 'User name / Email is required'],
    [{ username: '   ', password: 'x' }, 'username', 'User name / Email is required'],
    [{ username: 'admin' }, 'password', 'Password is required'],
    [{ username: 'admin', password: '' }, 'password', 'Password is required'],
  ])('validates %j: %s → "%s"', async (payload, field, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it.each([
    ['a number as username', { username: 12345, password: 'abcdef' }],
    ['an object as password', { username: 'admin', password: { $ne: '' } }],
    ['an array body', [1, 2, 3]],
  ])('answers 400, never 500, for %s', async (_case, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON' });
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers the current user, then the token dies on logout', async () => {
    const agent = await t.createUser();
    const token = await t.signIn(agent.username, agent.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: agent.id,
      name: agent.name,
      role: 'agent',
      username: agent.username,
    });

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Signed out' });

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Please sign in' });
  });

  it('logout without a valid token is harmless and answers 200', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
  });

  it('logout ends only that session, not the user’s others', async () => {
    const agent = await t.createUser();
    const first = await t.signIn(agent.username, agent.password);
    const second = await t.signIn(agent.username, agent.password);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(second) });
    expect(me.statusCode).toBe(200);
  });
});
