import { insertMessages } from '../../../src/repositories/outbox';
import { deleteMessagesBefore } from '../../../src/repositories/outbox-erasure';
import { monthsBefore } from '../../../src/services/people';
import { build, type TestApp } from '../../helpers/build';

// Each file builds an app (migrations, the administrator): slow on a busy two-core machine.
jest.setTimeout(30_000);

let t: TestApp;

beforeAll(async () => {
  t = await build();
});

afterAll(async () => {
  await t?.close();
});

describe('retention of the outbox', () => {
  it('deletes the messages older than the retention period, sent or not, and keeps the rest', async () => {
    const old = '2020-01-01T00:00:00.000Z';
    const recent = new Date().toISOString();
    const message = (recipient: string) => ({
      kind: 'lead-ack' as const,
      channel: 'email' as const,
      recipient,
      payload: { name: recipient },
      dueAt: old,
    });
    await insertMessages(
      t.db,
      [message('old-sent@example.com'), message('old-waiting@example.com')],
      old,
    );
    await insertMessages(t.db, [message('recent@example.com')], recent);
    await t.db
      .updateTable('outbox')
      .set({ status: 'sent' })
      .where('recipient', '!=', 'old-waiting@example.com')
      .execute();

    const before = monthsBefore(new Date(), t.config.site.privacy.retentionMonths);
    expect(await deleteMessagesBefore(t.db, before)).toBe(2);
    const left = await t.db.selectFrom('outbox').select('recipient').orderBy('id').execute();
    expect(left.map((row) => row.recipient)).toEqual(['recent@example.com']);
  });
});
