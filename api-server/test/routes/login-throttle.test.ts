import { buildApp } from '../../src/app';
import { build, type TestApp } from '../helpers/build';

let t: TestApp;
beforeEach(async () => {
  // A short cap on the slowing delay keeps these tests quick; its growth is what is tested.
  t = await build({ throttle: { ...THROTTLE, maxDelayMs: 1000 } });
});
afterEach(async () => {
  await t.close();
});

const THROTTLE = {
  accountAddressFailures: 5,
  addressFailures: 30,
  accountSlowAfter: 5,
  maxDelayMs: 4000,
  windowMs: 15 * 60 * 1000,
  formsPerMinute: 5,
  formsPerDay: 50,
};
const MESSAGE = 'Too many failed sign-in attempts. Please try again later.';
const ATTACKER = '203.0.113.7';

function login(username: string, password: string, ip = ATTACKER, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });
}

async function failTimes(count: number, username: string, ip = ATTACKER) {
  for (let attempt = 0; attempt < count; attempt += 1) {
    expect((await login(username, 'wrong-password', ip)).statusCode).toBe(401);
  }
}

it('refuses the attacking address after 5 failures, while the owner elsewhere gets in at once', async () => {
  const agent = await t.createUser();
  await failTimes(5, agent.username);
  const blocked = await login(agent.username, agent.password);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toEqual({ message: MESSAGE });
  const retryAfter = Number(blocked.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);

  const owner = await login(agent.username, agent.password, '192.0.2.10');
  expect(owner.statusCode).toBe(200);
});

it('keeps the administrator able to sign in from their own address under an attack', async () => {
  await failTimes(5, 'admin');
  expect((await login('admin', 'wrong-password')).statusCode).toBe(429);
  expect((await t.signInAdmin()).length).toBeGreaterThan(20);
});

it('does not lock out an office: five failures on other names leave its address open', async () => {
  for (let name = 0; name < 5; name += 1) await failTimes(1, `someone${name}`);
  const agent = await t.createUser();
  expect((await login(agent.username, agent.password)).statusCode).toBe(200);
});

it('refuses an address that failed 30 times across names, to that address only', async () => {
  for (let name = 0; name < 30; name += 1) await failTimes(1, `guess${name}`);
  const agent = await t.createUser();
  expect((await login(agent.username, agent.password)).statusCode).toBe(429);
  expect((await login(agent.username, agent.password, '192.0.2.50')).statusCode).toBe(200);
});

it('counts the username and the e-mail of one account as one account', async () => {
  const agent = await t.createUser();
  await failTimes(3, agent.username);
  await failTimes(2, agent.email.toUpperCase());
  expect((await login(agent.email, agent.password)).statusCode).toBe(429);
  expect((await login(agent.username, agent.password)).statusCode).toBe(429);
});

it('only slows an account failed from many addresses: a growing delay, never a refusal', async () => {
  const agent = await t.createUser();
  for (let address = 0; address < 8; address += 1) {
    await failTimes(1, agent.username, `198.51.100.${address}`);
  }
  const started = Date.now();
  const owner = await login(agent.username, agent.password, '192.0.2.99');
  const took = Date.now() - started;
  expect(owner.statusCode).toBe(200);
  // 8 failures, 3 past the mark of 5: 250 ms doubled three times is 2 s, capped at 1 s here.
  expect(took).toBeGreaterThanOrEqual(950);
});

it('lets parallel guesses through no faster than one at a time', async () => {
  const agent = await t.createUser();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => login(agent.username, 'wrong-password')),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
});

it('forgives the account’s failures from an address when it signs in there', async () => {
  const agent = await t.createUser();
  await failTimes(4, agent.username);
  expect((await login(agent.username, agent.password)).statusCode).toBe(200);
  await failTimes(4, agent.username);
  expect((await login(agent.username, agent.password)).statusCode).toBe(200);
});

it('shares the counts through the database with every API process, restarts included', async () => {
  const agent = await t.createUser();
  await failTimes(5, agent.username);
  // A second API process on the same database, as after a restart or behind a load balancer.
  // (Not closed: closing an app closes its database, which `t` owns.)
  const other = await buildApp(t.config, { db: t.db });
  expect((await login(agent.username, agent.password, ATTACKER, other)).statusCode).toBe(429);
  expect((await login(agent.username, agent.password, '192.0.2.1', other)).statusCode).toBe(200);
});

it('sweeps events older than every window', async () => {
  await failTimes(2, 'someone');
  await t.db
    .insertInto('throttle_events')
    .values({
      bucket: 'sign-in',
      address: ATTACKER,
      subject: 'name:old',
      created_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString(),
    })
    .execute();
  expect(await t.app.throttle.sweep()).toBe(1);
  const left = await t.db.selectFrom('throttle_events').select('subject').execute();
  expect(left.map((row) => row.subject)).toEqual(['name:someone', 'name:someone']);
});
