import type { ParsedMail } from 'mailparser';
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_SENT,
} from 'shared-api/contract';
import { hashToken } from '../../../src/lib/tokens';
import { bearer, build, NO_LIMITS, type TestApp, type TestUser } from '../../helpers/build';
import { startMailCatcher, type MailCatcher } from '../../helpers/message-receivers';
import { messagesConfig } from '../messages/setup';

// Each test hashes passwords (scrypt) and sends mail: slow on a busy two-core machine.
jest.setTimeout(30_000);

let mail: MailCatcher;
let t: TestApp;
let agent: TestUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await build(messagesConfig({ smtpUrl: mail.url }));
  agent = await t.createUser({ name: 'Asha Patil', email: 'Asha@Broker.example' });
});

afterAll(async () => {
  jest.useRealTimers();
  await t?.close();
  await mail?.stop();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload });

/** Asks for a link for `username` and returns the mail it sent (sent at once by the worker). */
async function mailedLink(username: string): Promise<{ mail: ParsedMail; token: string }> {
  const before = mail.mails.length;
  const response = await post('forgot-password', { username });
  expect(response.statusCode).toBe(202);
  await t.app.outbox.runOnce();
  const [received] = (await mail.waitFor(before + 1)).slice(before);
  const token = /reset-password\?token=([\w-]+)/.exec(received?.text ?? '')?.[1];
  if (!received || !token) throw new Error('no link in the mail');
  return { mail: received, token };
}

describe('POST /api/auth/forgot-password', () => {
  it('answers alike for an account, an unknown name and an inactive account', async () => {
    const inactive = await t.createUser({ isActive: false });
    const answers = await Promise.all(
      [agent.username, 'nobody-here', 'nobody@example.com', inactive.username].map((username) =>
        post('forgot-password', { username }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ message: PASSWORD_RESET_SENT });
    }
    const rows = await t.db.selectFrom('outbox').select(['kind', 'recipient']).execute();
    expect(rows).toEqual([{ kind: 'password-reset', recipient: 'asha@broker.example' }]);
  });

  it("mails a link to /reset-password on the site's origin, never the request's Host", async () => {
    const before = mail.mails.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'evil.example' },
      payload: { username: 'asha@broker.example' },
    });
    await t.app.outbox.runOnce();
    const received = (await mail.waitFor(before + 1))[before];
    expect(received?.to).toMatchObject({ text: 'asha@broker.example' });
    expect(received?.text).toMatch(/https:\/\/broker\.example\/reset-password\?token=[\w-]{43}\b/);
    expect(received?.html).toContain('https://broker.example/reset-password?token=');
    expect(received?.text).not.toContain('evil.example');
  });

  it('keeps only the hash of the token in password_resets', async () => {
    const { token } = await mailedLink(agent.username);
    const rows = await t.db.selectFrom('password_resets').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password, ends every session and refuses the link a second time', async () => {
    const session = await t.signIn(agent.username, agent.password);
    const { token } = await mailedLink(agent.username);
    const reset = await post('reset-password', { token, password: 'river-kite-42' });
    expect(reset.json()).toEqual({ message: PASSWORD_RESET_DONE });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) });
    expect(me.statusCode).toBe(401);
    await expect(t.signIn(agent.username, agent.password)).rejects.toThrow('401');
    await t.signIn(agent.username, 'river-kite-42');
    const again = await post('reset-password', { token, password: 'other-kite-43' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: { token: PASSWORD_RESET_LINK_INVALID } });
    agent.password = 'river-kite-42';
  });

  it('refuses an older link once a newer one was used, and removes used links from the outbox', async () => {
    const older = await mailedLink(agent.username);
    const newer = await mailedLink(agent.username);
    await post('reset-password', { token: newer.token, password: 'amber-field-77' });
    agent.password = 'amber-field-77';
    const stale = await post('reset-password', { token: older.token, password: 'other-kite-43' });
    expect(stale.statusCode).toBe(400);
    const payloads = await t.db.selectFrom('outbox').select('payload').execute();
    expect(payloads.some((row) => row.payload.includes(newer.token))).toBe(false);
  });

  it('refuses a common password or one too short, by the one rule, and keeps the link', async () => {
    const { token } = await mailedLink(agent.username);
    const common = await post('reset-password', { token, password: 'password1' });
    expect(common.json()).toMatchObject({ errors: { password: COMMON_PASSWORD_MESSAGE } });
    const own = await post('reset-password', { token, password: 'asha2024' });
    expect(own.json()).toMatchObject({ errors: { password: COMMON_PASSWORD_MESSAGE } });
    const short = await post('reset-password', { token, password: 'ab1' });
    expect(short.json()).toMatchObject({
      errors: { password: 'Password must be at least 6 characters' },
    });
    const fine = await post('reset-password', { token, password: 'quiet-harbour-9' });
    expect(fine.statusCode).toBe(200);
    agent.password = 'quiet-harbour-9';
  });

  it('refuses a link after its 30 minutes', async () => {
    const { token } = await mailedLink(agent.username);
    jest.useFakeTimers({
      now: Date.now() + 30 * 60 * 1000 + 1000,
      // Only the clock is faked: the server's own timers and I/O run as usual.
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      const late = await post('reset-password', { token, password: 'late-harbour-9' });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ errors: { token: PASSWORD_RESET_LINK_INVALID } });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('limits', () => {
  it('refuses a third request a minute for one account, known or not, with Retry-After', async () => {
    const limited = await build({
      throttle: { ...NO_LIMITS.throttle!, formsPerMinute: 2 },
    });
    try {
      for (const username of ['admin', 'nobody-here']) {
        const answers = [];
        for (let i = 0; i < 3; i += 1) {
          answers.push(
            await limited.app.inject({
              method: 'POST',
              url: '/api/auth/forgot-password',
              payload: { username },
            }),
          );
        }
        expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 429]);
        expect(Number(answers[2]?.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('without mail', () => {
  it('says the sign-in page offers no link, and answers a request alike without storing one', async () => {
    const plain = await build();
    try {
      const availability = await plain.app.inject({
        method: 'GET',
        url: '/api/auth/password-reset',
      });
      expect(availability.json()).toEqual({ isByEmail: false });
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { username: 'admin' },
      });
      expect(response.json()).toEqual({ message: PASSWORD_RESET_SENT });
      expect(await plain.db.selectFrom('password_resets').selectAll().execute()).toEqual([]);
    } finally {
      await plain.close();
    }
    const mailed = await t.app.inject({ method: 'GET', url: '/api/auth/password-reset' });
    expect(mailed.json()).toEqual({ isByEmail: true });
  });
});
