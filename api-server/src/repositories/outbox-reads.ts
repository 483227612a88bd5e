import type { Kysely, Transaction } from 'kysely';
import type { LeadAlerts, MessageRow, MessageStatus } from 'shared-api/contract';
import type { Database } from '../db/schema';

// The outbox as the administrator and the inbox read it (writes: outbox.ts).

type Db = Kysely<Database> | Transaction<Database>;

export async function findMessageStatus(db: Db, id: number): Promise<MessageStatus | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status;
}

export async function findMessageByKey(db: Db, key: string) {
  return db.selectFrom('outbox').selectAll().where('message_key', '=', key).executeTakeFirst();
}

/** A page of messages, newest first, and the total with that status. */
export async function listMessages(
  db: Db,
  filter: { status?: MessageStatus },
  page: { limit: number; offset: number },
): Promise<{ items: MessageRow[]; total: number }> {
  let query = db.selectFrom('outbox');
  if (filter.status) query = query.where('status', '=', filter.status);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    enquiryId: row.enquiry_id === null ? null : Number(row.enquiry_id),
    requirementId: row.requirement_id === null ? null : Number(row.requirement_id),
    createdAt: row.created_at,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
  }));
  return { items, total: Number(count.count) };
}

/** Each enquiry's alerts by where they stand (cancelled ones are left out). */
export async function countAlertsOfEnquiries(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, LeadAlerts>> {
  const alerts = new Map<number, LeadAlerts>();
  if (ids.length === 0) return alerts;
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => ['enquiry_id', 'status', eb.fn.countAll<number>().as('count')])
    .where('enquiry_id', 'in', ids)
    .groupBy(['enquiry_id', 'status'])
    .execute();
  for (const row of rows) {
    const id = Number(row.enquiry_id);
    const counts = alerts.get(id) ?? { sent: 0, pending: 0, failed: 0 };
    if (row.status === 'sent') counts.sent += Number(row.count);
    else if (row.status === 'failed') counts.failed += Number(row.count);
    else if (row.status !== 'cancelled') counts.pending += Number(row.count);
    alerts.set(id, counts);
  }
  return alerts;
}
