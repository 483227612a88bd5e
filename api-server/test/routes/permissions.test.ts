import { MASTERS } from 'shared-api/contract';
import { build, bearer, type TestApp, type TestUser } from '../helpers/build';
import { containsSecret } from '../helpers/assertions';
import { insertProperty } from '../helpers/fixtures';

/**
 * Every protected route × every kind of caller. Bodies are valid where a body is needed, so a
 * refusal can only come from the permission check.
 */
let t: TestApp;
let tokens: Record<'admin' | 'agent' | 'expired' | 'disabled', string>;
let agent: TestUser;
let enquiryOfOther: number;
let target: TestUser;

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `{target}` and `{enquiry}` are filled in when the route is called. */
  path: string;
  payload?: () => object;
  access: 'admin' | 'user';
}

const unique = () => `${Date.now()}${Math.round(Math.random() * 1e6)}`;

const adminRoutes: Route[] = [
  { method: 'GET', path: '/api/master_table/get_users', access: 'admin' },
  {
    method: 'POST',
    path: '/api/master_table/add_user',
    payload: () => {
      const id = unique();
      return {
        name: 'New Agent',
        email: `n${id}@example.com`,
        mobile: '9000000000',
        username: `n${id}`,
        password: 'Lotus-Park-17',
      };
    },
    access: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/master_table/update_user/{target}',
    payload: () => ({
      name: 'Target',
      email: target.email,
      mobile: '9000000000',
      username: target.username,
      password: '',
    }),
    access: 'admin',
  },
  { method: 'PUT', path: '/api/master_table/toggle_user_status/{target}', access: 'admin' },
  { method: 'DELETE', path: '/api/master_table/delete_user/999999', access: 'admin' },
  {
    method: 'POST',
    path: '/api/requirements',
    payload: () => ({
      name: 'Caller',
      mobile: '9000000000',
      requirement: { purpose: 'buy', budgetTo: 5_000_000, possession: 'any' },
    }),
    access: 'admin',
  },
  ...MASTERS.flatMap((master): Route[] => [
    {
      method: 'POST',
      path: `/api/master_table/${master.paths.add}`,
      payload: () => ({ [master.field]: `P ${unique()}` }),
      access: 'admin',
    },
    {
      method: 'PUT',
      path: `/api/master_table/${master.paths.update}/999999`,
      payload: () => ({ [master.field]: 'Anything' }),
      access: 'admin',
    },
    { method: 'DELETE', path: `/api/master_table/${master.paths.delete}/999999`, access: 'admin' },
  ]),
];

const userRoutes: Route[] = [
  { method: 'GET', path: '/api/auth/me', access: 'user' },
  { method: 'GET', path: '/api/enquiries', access: 'user' },
  {
    method: 'PATCH',
    path: '/api/enquiries/{enquiry}',
    payload: () => ({ status: 'contacted' }),
    access: 'user',
  },
  { method: 'GET', path: '/api/dashboard/summary', access: 'user' },
  { method: 'GET', path: '/api/requirements', access: 'user' },
  { method: 'GET', path: '/api/property/requirement-counts?ids=1', access: 'user' },
];

beforeAll(async () => {
  t = await build();
  agent = await t.createUser();
  target = await t.createUser();
  const other = await t.createUser();
  const expired = await t.createUser();
  const disabled = await t.createUser();
  tokens = {
    admin: await t.signInAdmin(),
    agent: await t.signIn(agent.username, agent.password),
    expired: await t.signIn(expired.username, expired.password),
    disabled: await t.signIn(disabled.username, disabled.password),
  };
  await t.db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() - 1).toISOString() })
    .where('user_id', '=', expired.id)
    .execute();
  await t.db.updateTable('users').set({ is_active: 0 }).where('id', '=', disabled.id).execute();
  const property = await insertProperty(t.db, other.id);
  await t.app.inject({
    method: 'POST',
    url: '/api/master_table/connect',
    payload: {
      occupation: 'builder',
      name: 'Lead',
      mobile: '9000000000',
      email: 'l@example.com',
      cities: 'Aundh',
      time: 'Afternoon',
      p_id: property.id,
      consent: true,
    },
  });
  enquiryOfOther = (await t.db.selectFrom('enquiries').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

function call(route: Route, headers: Record<string, string>) {
  const url = route.path
    .replace('{target}', String(target.id))
    .replace('{enquiry}', String(enquiryOfOther));
  return t.app.inject({
    method: route.method,
    url,
    headers,
    ...(route.payload ? { payload: route.payload() } : {}),
  });
}

const all = [...adminRoutes, ...userRoutes].map(
  (route) => [`${route.method} ${route.path}`, route] as const,
);

describe.each(all)('%s', (_name, route) => {
  it.each([
    ['no token', () => ({})],
    ['a malformed token', () => bearer('not-a-token')],
    ['an unknown token', () => bearer('x'.repeat(43))],
    ['an expired token', () => bearer(tokens.expired)],
    ['a disabled user’s token', () => bearer(tokens.disabled)],
  ])('answers 401 "Please sign in" with %s', async (_case, headers) => {
    const response = await call(route, headers());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in' });
  });

  it(
    route.access === 'admin'
      ? 'answers 403 to an agent'
      : 'lets an agent through (or 403 for another’s enquiry)',
    async () => {
      const response = await call(route, bearer(tokens.agent));
      if (route.access === 'admin' || route.method === 'PATCH') {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to do this' });
      } else {
        expect(response.statusCode).toBe(200);
      }
    },
  );

  it('lets the admin through, and never answers a password or hash', async () => {
    const response = await call(route, bearer(tokens.admin));
    expect([200, 201, 404]).toContain(response.statusCode);
    expect(containsSecret(response.body)).toBe(false);
  });
});

it('leaves the public routes open', async () => {
  for (const master of MASTERS) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/master_table/${master.paths.list}`,
    });
    expect(response.statusCode).toBe(200);
  }
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});
