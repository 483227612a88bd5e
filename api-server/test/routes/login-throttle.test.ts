import { build, type TestApp } from '../helpers/build';

let t: TestApp;
beforeEach(async () => {
  t = await build();
});
afterEach(async () => {
  await t.close();
});

const MESSAGE = 'Too many failed sign-in attempts. Please try again later.';

function login(username: string, password: string, ip = '203.0.113.7') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });
}

it('answers 429 with Retry-After after 5 failures on one account, even with the right password', async () => {
  const agent = await t.createUser();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect(
      (await login(agent.username, 'wrong-password', `198.51.100.${attempt}`)).statusCode,
    ).toBe(401);
  }
  const blocked = await login(agent.username, agent.password, '198.51.100.200');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toEqual({ message: MESSAGE });
  const retryAfter = Number(blocked.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
});

it('answers 429 after 5 failures from one address, across accounts', async () => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await login(`someone${attempt}`, 'wrong-password')).statusCode).toBe(401);
  }
  const agent = await t.createUser();
  const blocked = await login(agent.username, agent.password);
  expect(blocked.statusCode).toBe(429);
  const elsewhere = await login(agent.username, agent.password, '192.0.2.50');
  expect(elsewhere.statusCode).toBe(200);
});

it('a successful sign-in forgives the account’s earlier failures', async () => {
  const agent = await t.createUser();
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await login(agent.username, 'wrong-password', `198.51.100.${attempt}`);
  }
  expect((await login(agent.username, agent.password, '192.0.2.1')).statusCode).toBe(200);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    expect(
      (await login(agent.username, 'wrong-password', `198.51.100.${10 + attempt}`)).statusCode,
    ).toBe(401);
  }
  expect((await login(agent.username, agent.password, '192.0.2.2')).statusCode).toBe(200);
});
