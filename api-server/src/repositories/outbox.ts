import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { MessageChannel, MessageKind } from 'shared-api/contract';
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

/** A pending message's new payload; false when a worker claimed it meanwhile (it is unchanged). */
export async function updatePayload(
  db: Db,
  id: number,
  payload: unknown,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ payload: JSON.stringify(payload), updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
