import type { Kysely, Transaction } from 'kysely';
import type { MessageStatus } from 'shared-api/contract';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Messages in the outbox per status (only the statuses that have any). */
export async function countOutboxByStatus(db: Db): Promise<Partial<Record<MessageStatus, number>>> {
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
