import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  LeadAlerts,
  MessageChannel,
  MessageKind,
  MessageRow,
  MessageStatus,
} from 'shared-api/contract';
import type { Database, OutboxTable } from '../db/schema';
import type { Engine } from '../db/migrations';

type Db = Kysely<Database> | Transaction<Database>;
export type OutboxRecord = Omit<OutboxTable, 'id' | 'attempts'> & { id: number; attempts: number };

export interface NewMessage {
  kind: MessageKind;
  channel: MessageChannel;
  recipient: string;
  payload: unknown;
  dueAt: string;
  enquiryId?: number | null;
  requirementId?: number | null;
  person?: { email: string | null; mobile: string | null };
}

/** Writes messages (in the caller's transaction); each gets its stable Message-ID key. */
export async function insertMessages(db: Db, messages: NewMessage[], now: string): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('outbox')
    .values(
      messages.map((message) => ({
        kind: message.kind,
        channel: message.channel,
        recipient: message.recipient,
        status: 'pending' as const,
        next_attempt_at: message.dueAt,
        last_error: null,
        payload: JSON.stringify(message.payload),
        message_key: randomUUID(),
        enquiry_id: message.enquiryId ?? null,
        requirement_id: message.requirementId ?? null,
        person_email: message.person?.email?.toLowerCase() ?? null,
        person_mobile: message.person?.mobile ?? null,
        created_at: now,
        updated_at: now,
        sent_at: null,
      })),
    )
    .execute();
}

/**
 * Claims up to `limit` due messages of `channels` for `leaseMs`: pending ones whose time has come
 * and claimed ones whose worker died (its lease ran out). On PostgreSQL the rows are locked with
 * SKIP LOCKED, so two processes never claim one message; SQLite runs one writer at a time.
 */
export async function claimDueMessages(
  db: Kysely<Database>,
  engine: Engine,
  channels: readonly MessageChannel[],
  options: { now: string; leaseUntil: string; limit: number },
): Promise<OutboxRecord[]> {
  if (channels.length === 0) return [];
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', options.now)
    .where('channel', 'in', channels)
    .orderBy('next_attempt_at')
    .limit(options.limit);
  const rows = await db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      next_attempt_at: options.leaseUntil,
      updated_at: options.now,
    }))
    .where('id', 'in', engine === 'postgres' ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
}

/** Records a delivery; only while the claim is still this one's (same attempt count). */
export async function markSent(db: Db, id: number, attempts: number, now: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now, updated_at: now, last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('attempts', '=', attempts)
    .execute();
}

/** Records a failed attempt: due again at `retryAt`, or failed for good when that is null. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  attempts: number,
  error: string,
  retryAt: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: retryAt ?? now,
      last_error: error.slice(0, 500),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('attempts', '=', attempts)
    .execute();
}

/** A message that must not go (its consent was withdrawn before it went). */
export async function markCancelled(db: Db, id: number, reason: string, now: string) {
  await db
    .updateTable('outbox')
    .set({ status: 'cancelled', last_error: reason, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** An unsubscribe: the buyer's alerts not yet sent will not be. */
export async function cancelPendingMatchAlerts(db: Db, email: string, now: string) {
  await db
    .updateTable('outbox')
    .set({ status: 'cancelled', last_error: 'Marketing consent was withdrawn', updated_at: now })
    .where('kind', '=', 'match-alert')
    .where('recipient', '=', email.toLowerCase())
    .where('status', '=', 'pending')
    .execute();
}

/** A failed message due again now; false when there is no failed message of that id. */
export async function retryFailed(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', next_attempt_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

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

/** The newest match alert of a requirement: a pending one takes new matches; a sent one times the next. */
export async function findLatestMatchAlert(db: Db, requirementId: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'status', 'payload', 'created_at', 'next_attempt_at', 'sent_at'])
    .where('requirement_id', '=', requirementId)
    .where('kind', '=', 'match-alert')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function updatePayload(db: Db, id: number, payload: unknown, now: string) {
  await db
    .updateTable('outbox')
    .set({ payload: JSON.stringify(payload), updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** The messages about a person (lower-case e-mail, or mobile): an erasure's reach. */
function aboutPerson(db: Db, person: { email: string } | { mobile: string }) {
  const query = db.updateTable('outbox');
  return 'email' in person
    ? query.where((eb) =>
        eb.or([
          eb('person_email', '=', person.email.toLowerCase()),
          eb(sql<string>`lower(recipient)`, '=', person.email.toLowerCase()),
        ]),
      )
    : query.where('person_mobile', '=', person.mobile);
}

/**
 * Erasure (decision 087): the person's unsent messages are cancelled, and every message about
 * them loses its text and whom it was about. Returns how many messages it touched.
 */
export async function scrubMessagesOfPerson(
  db: Db,
  person: { email: string } | { mobile: string },
  now: string,
): Promise<number> {
  await aboutPerson(db, person)
    .set({ status: 'cancelled', last_error: 'The person was erased', updated_at: now })
    .where('status', 'in', ['pending', 'sending'])
    .execute();
  const scrubbed = await aboutPerson(db, person)
    .set({
      payload: '{}',
      person_email: null,
      person_mobile: null,
      recipient: sql<string>`case when person_email = recipient or person_mobile = recipient then 'erased' else recipient end`,
      updated_at: now,
    })
    .executeTakeFirst();
  return Number(scrubbed.numUpdatedRows);
}

/**
 * Retention: messages written before `before` are deleted, sent or not (one kept unsent that long,
 * its channel never set up, is no use to anyone and still names a person).
 */
export async function deleteMessagesBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('outbox').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
