import type { MessageRow } from 'shared-api/contract';
import { startMailCatcher, type MailCatcher } from '../../helpers/message-receivers';
import { adminAuth, buildLeadApp, enquire, messagesConfig, type LeadFixture } from './setup';

// Each file builds an app, signs in and registers (scrypt): slow on a busy two-core machine.
jest.setTimeout(30_000);

let f: LeadFixture;
let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
  f = await buildLeadApp(messagesConfig());
});

afterAll(async () => {
  await f?.t.close();
  await mail?.stop();
});

describe('without SMTP_URL, WhatsApp or webhook settings', () => {
  it('sends nothing and loses nothing: the messages are kept pending and listed', async () => {
    await enquire(f.t, f.listingId);
    expect(await f.t.app.outbox.runOnce()).toBe(0);
    const response = await f.t.app.inject({
      method: 'GET',
      url: '/api/messages?status=pending&limit=1',
      headers: await adminAuth(f.t),
    });
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.json<MessageRow[]>()).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 0, lastError: null, sentAt: null }),
    ]);
    expect(mail.mails).toHaveLength(0);
  });

  it('writes no webhook message when no webhook is set', async () => {
    const kinds = await f.t.db.selectFrom('outbox').select('kind').execute();
    expect(kinds.map((row) => row.kind).sort()).toEqual(['lead-ack', 'lead-alert', 'lead-alert']);
  });
});

describe('the API description', () => {
  it('documents the Messages, unsubscribe and WhatsApp settings routes with their schemas', async () => {
    const response = await f.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const path of [
      '/api/messages/',
      '/api/messages/{id}/retry',
      '/api/unsubscribe/{token}',
      '/api/profile/whatsapp',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(JSON.stringify(doc.paths['/api/messages/'])).toContain('lastError');
    expect(JSON.stringify(doc.paths['/api/enquiries/'])).toContain('waiting');
  });
});
