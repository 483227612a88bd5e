import { bearer } from '../../helpers/build';
import { admin, BUYER_PASSWORD, registerBuyer, signInBuyer, t, useBuyerApp } from './setup';

useBuyerApp();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface OpenApi {
  paths: Record<string, Partial<Record<Method, { security?: unknown[] }>>>;
}

/** Every operation of the API's own description that needs a token, with ids filled in. */
async function signedInOperations(): Promise<{ method: Method; url: string }[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const { paths } = response.json<OpenApi>();
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security !== undefined)
      .map(([method, _operation]) => ({
        method: method as Method,
        url: path.replace(/\{[^}]+\}/g, '1'),
      })),
  );
}

// A buyer's own calls; every other call that needs a token is the staff's.
const BUYER_OR_ANYONE = /^\/api\/(buyer\/|auth\/(me|logout|activity)$)/;

describe('a registered buyer (decision 094)', () => {
  it('is a buyer at sign-in and at /me, also after the admin enabled the account', async () => {
    const buyer = await registerBuyer('asha@example.com');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: buyer.email, password: BUYER_PASSWORD },
    });
    expect(login.json()).toMatchObject({ id: buyer.id, role: 'buyer' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(login.json<{ token: string }>().token),
    });
    expect(me.json()).toMatchObject({ id: buyer.id, role: 'buyer' });
    const row = await t.db
      .selectFrom('users')
      .select(['role', 'is_active'])
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'buyer', is_active: 1 });
  });

  it('gets 403 on every staff call of the API description', async () => {
    const { auth } = await signInBuyer('ravi@example.com');
    const operations = (await signedInOperations()).filter(
      (operation) => !BUYER_OR_ANYONE.test(operation.url),
    );
    // The staff's surface: properties, enquiries, requirements, users, masters, people, dashboard.
    expect(operations.length).toBeGreaterThan(40);
    const refused: string[] = [];
    for (const { method, url } of operations) {
      const response = await t.app.inject({ method, url, headers: auth, payload: {} });
      if (response.statusCode !== 403) refused.push(`${method} ${url}: ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('gets 403 on the staff’s own-listings table (mine=true)', async () => {
    const { auth } = await signInBuyer('meera@example.com');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/property/properties?mine=true',
      headers: auth,
    });
    expect(response.statusCode).toBe(403);
  });

  it('keeps the public calls, which answer as to a visitor', async () => {
    const { auth } = await signInBuyer('kiran@example.com');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/property/properties',
      headers: auth,
    });
    expect(list.statusCode).toBe(200);
  });

  it('is never staff to the buyer’s routes: an agent and the admin get 403 there', async () => {
    const agent = await t.createUser();
    const agentAuth = bearer(await t.signIn(agent.username, agent.password));
    for (const headers of [agentAuth, admin]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/buyer/requirement',
        headers,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('counts on the admin’s dashboard as a buyer awaiting approval until enabled', async () => {
    const summary = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: admin })).json<{
        pendingUsers: number;
      }>().pendingUsers;
    const before = await summary();
    await t.app.inject({
      method: 'POST',
      url: '/api/master_table/register_user',
      payload: {
        name: 'Waiting Buyer',
        email: 'waiting@example.com',
        mobile: '9765432100',
        occupation: 'Doctor',
        cities: (await t.db.selectFrom('cities').select('id').executeTakeFirstOrThrow()).id,
        password: BUYER_PASSWORD,
        confirmpass: BUYER_PASSWORD,
        consent: true,
      },
    });
    expect(await summary()).toBe(before + 1);
  });
});
