import type { InjectOptions } from 'fastify';
import { bearer, build, NO_LIMITS, type TestApp } from '../helpers/build';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await build(NO_LIMITS);
  adminToken = await t.signInAdmin();
});
afterAll(async () => {
  await t.close();
});

// Each within the 16 KB body limit, aimed at a rule that once scanned it again and again.
const DOTS = `a@${'.'.repeat(15_000)}@`;
const person = {
  name: 'Asha Rao',
  mobile: '9876543210',
  email: DOTS,
  occupation: 'Engineer',
  cities: 1,
  password: 'Mango-Hill-42',
  confirmpass: 'Mango-Hill-42',
  consent: true,
};

function worstInputs(): { name: string; request: InjectOptions }[] {
  const post = (url: string, payload: unknown, token?: string): InjectOptions => ({
    method: 'POST',
    url,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
  });
  return [
    { name: 'enquiry e-mail of dots', request: post('/api/master_table/connect', { ...person }) },
    {
      name: 'registration e-mail of dots',
      request: post('/api/master_table/register_user', person),
    },
    {
      name: 'user e-mail of dots',
      request: post('/api/master_table/add_user', { ...person, username: 'asha' }, adminToken),
    },
    {
      name: 'mobile of digits',
      request: post('/api/master_table/connect', { ...person, mobile: '9'.repeat(15_000) }),
    },
    {
      name: 'sign-in with a 15,000-character name',
      request: post('/api/auth/login', { username: 'a'.repeat(15_000), password: 'b'.repeat(900) }),
    },
    { name: 'nested JSON', request: post('/api/master_table/connect', '['.repeat(15_000)) },
    {
      name: 'a 1 MB body',
      request: post('/api/master_table/connect', { remark: 'x'.repeat(1e6) }),
    },
    {
      name: 'a lookup value of dots',
      request: post('/api/master_table/add_city', { name: DOTS.slice(0, 15_000) }, adminToken),
    },
  ];
}

/** CPU milliseconds the process spends until `run` settles (nothing else runs meanwhile). */
async function cpuMillis(run: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

it.each(worstInputs().map((input) => [input.name, input.request] as const))(
  'refuses %s within 50 ms of the server’s time',
  async (_name, request) => {
    // Warm the route once (schemas compile on first use), then measure.
    await t.app.inject(request);
    let status = 0;
    const cpu = await cpuMillis(async () => {
      status = (await t.app.inject(request)).statusCode;
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(cpu).toBeLessThan(50);
  },
);

it('answers a health check sent beside all of them at once without waiting for them', async () => {
  const inputs = worstInputs().map((input) => t.app.inject(input.request));
  const started = Date.now();
  const health = await t.app.inject({ url: '/api/health' });
  const waited = Date.now() - started;
  await Promise.all(inputs);
  expect(health.statusCode).toBe(200);
  // It once waited 5.24 s behind one such e-mail.
  expect(waited).toBeLessThan(500);
});
