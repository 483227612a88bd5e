import type { MessageRow } from 'shared-api/contract';
import { MESSAGE_NOT_FAILED, MESSAGE_RETRIED } from 'shared-api/contract';
import { nextAttemptAt } from '../../../src/plugins/outbox';
import { findFreePorts } from '../../../../tests/e2e/support/free-ports';
import { startMailCatcher, type MailCatcher } from '../../helpers/message-receivers';
import { adminAuth, buildLeadApp, enquire, messagesConfig, type LeadFixture } from './setup';

// Each file builds an app, signs in and registers (scrypt): slow on a busy two-core machine.
jest.setTimeout(30_000);

let port: number;
let f: LeadFixture;
let mail: MailCatcher | undefined;

beforeAll(async () => {
  [port] = (await findFreePorts(1)) as [number];
  // Retries due at once, so that a test can run them without waiting.
  f = await buildLeadApp(messagesConfig({ smtpUrl: `smtp://127.0.0.1:${port}`, retryBaseMs: 0 }));
});

afterAll(async () => {
  await f?.t.close();
  await mail?.stop();
});

async function messages(status?: string): Promise<MessageRow[]> {
  const response = await f.t.app.inject({
    method: 'GET',
    url: `/api/messages${status ? `?status=${status}` : ''}`,
    headers: await adminAuth(f.t),
  });
  return response.json<MessageRow[]>();
}

describe('the mail server down, then back', () => {
  it('keeps the messages with the error and an attempt counted, then delivers each exactly once', async () => {
    await enquire(f.t, f.listingId);
    await f.t.app.outbox.runOnce();
    const waiting = await messages('pending');
    expect(waiting).toHaveLength(3);
    expect(waiting.every((row) => row.attempts === 1 && row.lastError !== null)).toBe(true);

    mail = await startMailCatcher({ port });
    await f.t.app.outbox.runOnce();
    await f.t.app.outbox.runOnce();
    expect(mail.mails).toHaveLength(3);
    const ids = mail.mails.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(3);
    expect((await messages('sent')).map((row) => row.attempts)).toEqual([2, 2, 2]);
  });
});

describe('backoff', () => {
  const options = { retryBaseMs: 30_000, giveUpAfterMs: 24 * 60 * 60 * 1000 };
  const created = '2026-01-01T00:00:00.000Z';
  const at = (attempts: number, now: string) =>
    nextAttemptAt({ created_at: created }, attempts, new Date(now), options);

  it('retries the first failure within 60 s, then ever later, at most 4 hours apart', () => {
    expect(at(1, created)).toBe('2026-01-01T00:00:30.000Z');
    expect(at(2, created)).toBe('2026-01-01T00:02:00.000Z');
    expect(at(3, created)).toBe('2026-01-01T00:08:00.000Z');
    expect(at(9, '2026-01-01T10:00:00.000Z')).toBe('2026-01-01T14:00:00.000Z');
  });

  it('gives up once the next attempt would fall past 24 hours', () => {
    expect(at(9, '2026-01-01T21:00:00.000Z')).toBeNull();
  });
});

describe('Retry now', () => {
  it('sends a failed message again at once, and refuses any other', async () => {
    await f.t.db.updateTable('outbox').set({ status: 'failed' }).execute();
    const [failed] = await messages('failed');
    const admin = await adminAuth(f.t);
    const retry = (id: number) =>
      f.t.app.inject({ method: 'POST', url: `/api/messages/${id}/retry`, headers: admin });
    const before = mail?.mails.length ?? 0;
    const response = await retry(failed?.id ?? 0);
    expect(response.json()).toEqual({ message: MESSAGE_RETRIED });
    await f.t.app.outbox.runOnce();
    expect(mail?.mails.length).toBe(before + 1);
    const again = await retry(failed?.id ?? 0);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGE_NOT_FAILED });
    expect((await retry(999_999)).statusCode).toBe(404);
  });
});
