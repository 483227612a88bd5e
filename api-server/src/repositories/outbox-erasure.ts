import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

// A person's data in the outbox (decision 087): erasure and retention.

type Db = Kysely<Database> | Transaction<Database>;

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
