import type { Kysely, Transaction } from 'kysely';
import type { Database, ThrottleEventTable } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
type Bucket = ThrottleEventTable['bucket'];

/** Which events to count: a bucket, and an address, a subject or both. */
export interface EventFilter {
  bucket: Bucket;
  address?: string;
  /** A subject, or null for the events that name none (a form's per-address count). */
  subject?: string | null;
  /** ISO time: only events after it. */
  since: string;
}

/** Inserts an event; returns its id. */
export async function insertThrottleEvent(
  db: Db,
  values: { bucket: Bucket; address: string; subject: string | null; at: string },
): Promise<number> {
  const row = await db
    .insertInto('throttle_events')
    .values({
      bucket: values.bucket,
      address: values.address,
      subject: values.subject,
      created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteThrottleEventById(db: Db, id: number): Promise<void> {
  await db.deleteFrom('throttle_events').where('id', '=', id).execute();
}

/** The times of the newest `limit` events that match, newest first (an index range read). */
export async function findRecentEventTimes(
  db: Db,
  filter: EventFilter,
  limit: number,
): Promise<string[]> {
  let query = db
    .selectFrom('throttle_events')
    .select('created_at')
    .where('bucket', '=', filter.bucket)
    .where('created_at', '>', filter.since);
  if (filter.address !== undefined) query = query.where('address', '=', filter.address);
  if (filter.subject === null) query = query.where('subject', 'is', null);
  else if (filter.subject !== undefined) query = query.where('subject', '=', filter.subject);
  const rows = await query.orderBy('created_at', 'desc').limit(limit).execute();
  return rows.map((row) => row.created_at);
}

/** Forgets a subject's events from one address (a successful sign-in). */
export async function deleteThrottleEvents(
  db: Db,
  filter: { bucket: Bucket; address: string; subject: string },
): Promise<void> {
  await db
    .deleteFrom('throttle_events')
    .where('bucket', '=', filter.bucket)
    .where('address', '=', filter.address)
    .where('subject', '=', filter.subject)
    .execute();
}

/** Removes every event at or before `before` (ISO time); returns how many. */
export async function deleteThrottleEventsBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('throttle_events')
    .where('created_at', '<=', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
