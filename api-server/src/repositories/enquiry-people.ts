// The people in the enquiries: found for an export or an erasure, anonymised for an erasure or
// by retention (decision 087).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { EnquiryRow } from 'shared-api/contract';
import type { Database } from '../db/schema';
import { ENQUIRY_ROW_COLUMNS } from './enquiries';

type Db = Kysely<Database> | Transaction<Database>;

/** The enquiries sent with this e-mail (any case) or mobile, as the inbox shows them. */
export async function findEnquiriesOfPerson(
  db: Db,
  person: { email: string } | { mobile: string },
): Promise<EnquiryRow[]> {
  const query = db.selectFrom('enquiries').select([...ENQUIRY_ROW_COLUMNS]);
  const rows = await (
    'email' in person
      ? query.where(sql<string>`lower(email)`, '=', person.email.toLowerCase())
      : query.where('mobile', '=', person.mobile)
  )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, user_id: row.user_id ?? 0 }));
}

/** What an anonymised enquiry keeps in place of the person (the columns stay NOT NULL). */
export const ERASED_NAME = 'Erased';
export const ERASED_MOBILE = '0000000000';
export const erasedEmail = (id: number) => `erased-${id}@invalid`;

/** Replaces the person in these enquiries; the property, time and status stay for the counts. */
export async function anonymiseEnquiries(db: Db, ids: number[]): Promise<void> {
  for (const id of ids) {
    await db
      .updateTable('enquiries')
      .set({ name: ERASED_NAME, mobile: ERASED_MOBILE, email: erasedEmail(id), remark: null })
      .where('id', '=', id)
      .execute();
  }
}

/** Enquiries created before `before` that still name someone (so a second sweep finds none). */
export async function findIdentifiedEnquiriesBefore(db: Db, before: string): Promise<number[]> {
  const rows = await db
    .selectFrom('enquiries')
    .select('id')
    .where('created_at', '<', before)
    .where('email', 'not like', 'erased-%@invalid')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
