import { build, type TestApp } from '../../api-server/test/helpers/build';
import { seedLookups, storeProperty } from '../../api-server/test/routes/property/setup';
import { readRoutes, type RouteInfo } from './support/openapi-routes';
import { FOREIGN_ORIGINS, missingSecurityHeaders } from './support/security-headers';

const SITE_ORIGIN = 'http://127.0.0.1:3000';

let t: TestApp;
let routes: RouteInfo[];
let uploadPath: string;
beforeAll(async () => {
  t = await build({ corsOrigins: [SITE_ORIGIN], rateLimitPerMinute: 100_000_000 });
  const ids = await seedLookups(t.db);
  const { id } = await storeProperty(t, await t.signInAdmin(), ids);
  const details = await t.app.inject({ method: 'GET', url: `/api/property/details/${id}` });
  const image = /"(uploads\/images\/[^"]+\.jpg)"/.exec(details.body)?.[1];
  if (!image) throw new Error(`no stored image in ${details.body.slice(0, 300)}`);
  uploadPath = `/${image}`;
  routes = readRoutes((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
}, 60_000);
afterAll(() => t?.close());

interface Sample {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

/** One request per documented route (ids filled with 1), plus errors, docs and an upload. */
function sampleRequests(): Sample[] {
  const documented = routes.map((route): Sample => ({
    method: route.method as Sample['method'],
    url: route.path.replace(/\{[^}]+\}/g, '1'),
    ...(route.method === 'GET' || route.method === 'DELETE'
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
  }));
  return [
    ...documented,
    { method: 'GET', url: uploadPath },
    { method: 'GET', url: '/uploads/images/missing.jpg' },
    { method: 'GET', url: '/uploads/.tmp/x' },
    { method: 'GET', url: '/no/such/route' },
    {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    },
    {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    },
    {
      method: 'GET',
      url: '/api/master_table/get_users',
      headers: { authorization: 'Bearer nope' },
    },
    { method: 'GET', url: '/api/openapi.json' },
  ];
}

describe('security headers and CORS of the API', () => {
  it('puts the strict API policy, nosniff and a referrer policy on every answer, errors and uploads included', async () => {
    const problems: string[] = [];
    for (const options of sampleRequests()) {
      const response = await t.app.inject(options);
      if (options.url === uploadPath) expect(response.statusCode).toBe(200);
      const missing = missingSecurityHeaders(response.headers, { apiPolicy: true });
      if (missing.length > 0)
        problems.push(
          `${options.method} ${options.url} (${response.statusCode}): ${missing.join('; ')}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it('serves the API documentation page under a CSP without unsafe-eval that forbids framing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(missingSecurityHeaders(response.headers, { apiPolicy: false })).toEqual([]);
  });

  it("echoes the site's own origin in Access-Control-Allow-Origin, on answers and preflights", async () => {
    const simple = await t.app.inject({
      method: 'GET',
      url: '/api/property/properties',
      headers: { origin: SITE_ORIGIN },
    });
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/property/store',
      headers: {
        origin: SITE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

    expect(simple.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
  });

  it.each(FOREIGN_ORIGINS)(
    'allows no other origin (%s), on answers or preflights',
    async (origin) => {
      const simple = await t.app.inject({
        method: 'GET',
        url: '/api/property/properties',
        headers: { origin },
      });
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });

      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
      expect(simple.headers['access-control-allow-credentials']).toBeUndefined();
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});
