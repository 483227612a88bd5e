import { API_HEADERS } from '../helpers/api-headers';
import { build, bearer, type TestApp } from '../helpers/build';

let t: TestApp;
beforeAll(async () => {
  t = await build({ corsOrigins: ['http://localhost:3000'] });
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it('forbids loading or framing API answers, and allows cross-origin reads of resources', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/master_table/get_statuses' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends every header helmet sets on every answer, errors and unknown routes included', async () => {
    const answers = [
      ['/api/property/properties?limit=1', 200],
      ['/api/property/properties?limit=abc', 400],
      ['/api/property/get_allproperty/1', 401],
      ['/api/nowhere', 404],
    ] as const;
    for (const [url, status] of answers) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(status);
      expect(response.headers).toMatchObject(API_HEADERS);
    }
  });
});

describe('CORS', () => {
  it('allows the site’s origin and exposes X-Total-Count', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/enquiries',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(get.headers['access-control-expose-headers']).toContain('X-Total-Count');
  });

  it('gives no CORS permission to another origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('error answers', () => {
  it('answers unknown paths with 404 { message: "Not found" }', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers a wrong content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported content type' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(1_100_000), password: 'x' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large' });
  });

  it('answers a missing JSON body with 400 and no stack or SQL', async () => {
    const token = await t.signInAdmin();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/master_table/add_status',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body must be a JSON object' });
  });

  it('answers an unexpected failure with 500 "Something went wrong", without details', async () => {
    const token = await t.signInAdmin();
    // A table the route needs disappears: the database error must not leak.
    await t.db.schema.dropTable('enquiries').execute();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/enquiries',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong' });
    expect(response.body).not.toMatch(/enquiries|select|at /i);
  });
});

describe('health and OpenAPI', () => {
  it('reports health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('describes every route of docs/product.md section 8 and the additions in /api/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/health',
      '/api/master_table/connect',
      '/api/master_table/register_user',
      '/api/master_table/get_users',
      '/api/master_table/add_user',
      '/api/master_table/update_user/{id}',
      '/api/master_table/delete_user/{id}',
      '/api/master_table/toggle_user_status/{id}',
      '/api/master_table/delete_facing/{id}',
      '/api/master_table/add_city',
      '/api/master_table/get_possesiones',
      '/api/enquiries/',
      '/api/enquiries/{id}',
      '/api/dashboard/summary',
      '/api/requirements/',
      '/api/requirements/{id}',
      '/api/requirements/{id}/matches',
      '/api/property/{id}/requirements',
      '/api/property/requirement-counts',
    ]) {
      expect(paths).toContain(path);
    }
    const loginBody = JSON.stringify(doc.paths['/api/auth/login']);
    expect(loginBody).toContain('username');
    expect(JSON.stringify(doc.paths['/api/master_table/delete_user/{id}'])).toMatch(/reassigned/);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
