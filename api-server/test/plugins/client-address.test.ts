import { ADMIN_PASSWORD, build, type TestApp } from '../helpers/build';
import { HOST_SECRET_HEADER, VISITOR_ADDRESS_HEADER } from '../../src/plugins/client-address';
import { buildConfig } from '../../src/plugins/env';

const SECRET = 'a-host-secret-of-at-least-32-characters';
const LIMIT = 5;

/** One read of the API as the host's server makes it for `visitor` (or as anyone, without proof). */
function read(app: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  return app.app.inject({
    method: 'GET',
    url: '/api/master_table/get_cities',
    headers,
    remoteAddress,
  });
}

const fromHost = (visitor: string, proof = SECRET) => ({
  [HOST_SECRET_HEADER]: proof,
  [VISITOR_ADDRESS_HEADER]: visitor,
});

describe('the per-address limit of requests the host makes for its visitors', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await build({ rateLimitPerMinute: LIMIT, hostSecret: SECRET });
  });
  afterEach(() => app.close());

  it('counts each visitor apart: more renders than the limit, for many visitors, all answer 200', async () => {
    const statuses = [];
    for (let visitor = 1; visitor <= LIMIT * 4; visitor += 1) {
      statuses.push((await read(app, fromHost(`198.51.100.${visitor}`))).statusCode);
    }
    expect(statuses).toEqual(Array(LIMIT * 4).fill(200));
  });

  it("limits one visitor's flood at that visitor, and the others still get 200", async () => {
    for (let request = 0; request < LIMIT; request += 1) {
      expect((await read(app, fromHost('203.0.113.9'))).statusCode).toBe(200);
    }
    const refused = await read(app, fromHost('203.0.113.9'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await read(app, fromHost('203.0.113.10'))).statusCode).toBe(200);
    expect((await read(app, fromHost('2001:db8::1'))).statusCode).toBe(200);
  });

  it('ignores a named visitor without the secret: a client cannot pose as many', async () => {
    const statuses = [];
    for (let visitor = 1; visitor <= LIMIT + 1; visitor += 1) {
      const headers = fromHost(`198.51.100.${visitor}`, 'a-guess-of-the-secret-of-32-characters!');
      statuses.push((await read(app, headers, '192.0.2.7')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429]);
  });

  it('ignores a visitor that is no address, counting the request against its sender', async () => {
    for (let request = 0; request < LIMIT; request += 1) {
      expect((await read(app, fromHost(`not-an-address-${request}`), '192.0.2.8')).statusCode).toBe(
        200,
      );
    }
    expect((await read(app, fromHost('not-an-address'), '192.0.2.8')).statusCode).toBe(429);
  });
});

it('trusts no named visitor when HOST_SECRET is not set', async () => {
  const app = await build({ rateLimitPerMinute: 2, hostSecret: null });
  try {
    const statuses = [];
    for (let visitor = 1; visitor <= 3; visitor += 1) {
      statuses.push((await read(app, fromHost(`198.51.100.${visitor}`))).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  } finally {
    await app.close();
  }
});

it('refuses a HOST_SECRET shorter than 32 characters at start', () => {
  expect(() => buildConfig({ HOST_SECRET: 'short' })).toThrow(
    'HOST_SECRET must be at least 32 characters long',
  );
  expect(buildConfig({ HOST_SECRET: ` ${SECRET} ` }).hostSecret).toBe(SECRET);
  expect(buildConfig({}).hostSecret).toBeNull();
});

it("counts failed sign-ins the host forwards against each visitor, not against the host's address", async () => {
  const app = await build({
    hostSecret: SECRET,
    throttle: {
      accountAddressFailures: 3,
      addressFailures: 30,
      accountSlowAfter: 100,
      maxDelayMs: 0,
      windowMs: 15 * 60 * 1000,
      formsPerMinute: 5,
      formsPerDay: 50,
    },
  });
  const login = (password: string, visitor: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password },
      headers: fromHost(visitor),
      remoteAddress: '127.0.0.1',
    });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login('wrong-password', '203.0.113.7')).statusCode).toBe(401);
    }
    expect((await login(ADMIN_PASSWORD, '203.0.113.7')).statusCode).toBe(429);
    expect((await login(ADMIN_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  } finally {
    await app.close();
  }
});
