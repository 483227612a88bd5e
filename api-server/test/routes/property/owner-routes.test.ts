import { uploadStoreForTests } from '../../helpers/s3-server';
import { build, bearer, type TestApp } from '../../helpers/build';
import { multipart } from '../../uploads/fixtures';
import { seedLookups, storeProperty, type LookupIds } from './setup';

const storeUnderTest = uploadStoreForTests();

let t: TestApp;
let ids: LookupIds;
const tokens: Record<'owner' | 'other' | 'admin', string> = { owner: '', other: '', admin: '' };

beforeAll(async () => {
  t = await build(storeUnderTest.overrides());
  ids = await seedLookups(t.db);
  const owner = await t.createUser();
  const other = await t.createUser();
  tokens.owner = await t.signIn(owner.username, owner.password);
  tokens.other = await t.signIn(other.username, other.password);
  tokens.admin = await t.signInAdmin();
});
afterAll(() => t.close());

type Caller = 'none' | 'bad' | 'other' | 'admin' | 'owner';

async function callRoute(route: string, caller: Caller) {
  const [s1, s2] = ids.sanctions;
  const property = await storeProperty(t, tokens.owner, ids, {
    sanction: [String(s1), String(s2)],
  });
  const auth = caller === 'none' ? {} : bearer(caller === 'bad' ? 'x'.repeat(43) : tokens[caller]);
  if (route === 'update') {
    const body = await multipart({ price: '9900000' });
    return t.app.inject({
      method: 'PUT',
      url: `/api/property/update/${property.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  }
  const requests: Record<string, { method: 'GET' | 'DELETE'; url: string }> = {
    fullRead: { method: 'GET', url: `/api/property/get_allproperty/${property.id}` },
    deleteSanction: { method: 'DELETE', url: `/api/property/deleteSanction/${property.id}/${s2}` },
    delete: { method: 'DELETE', url: `/api/property/properties/${property.id}` },
  };
  const request = requests[route];
  if (!request) throw new Error(`unknown route ${route}`);
  return t.app.inject({ ...request, headers: auth });
}

const ROUTES = ['fullRead', 'update', 'deleteSanction', 'delete'];
const EXPECTED: [Caller, number, string | null][] = [
  ['none', 401, 'Please sign in'],
  ['bad', 401, 'Please sign in'],
  ['other', 403, 'You can only manage your own properties'],
  ['admin', 200, null],
  ['owner', 200, null],
];

describe('owner-only property routes', () => {
  describe.each(ROUTES)('%s', (route) => {
    it.each(EXPECTED)('answers a %s caller with %i', async (caller, status, message) => {
      const response = await callRoute(route, caller);
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json()).toEqual({ message });
    });
  });

  it.each([
    ['GET', '/api/property/get_allproperty/999999'],
    ['DELETE', '/api/property/properties/999999'],
    ['DELETE', '/api/property/deleteSanction/999999/1'],
  ] as const)('%s %s answers 404 Property not found', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: bearer(tokens.admin) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Property not found' });
  });
});
