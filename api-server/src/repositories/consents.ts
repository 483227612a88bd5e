import { sql, type Kysely, type Transaction } from 'kysely';
import type { ConsentRecord, ConsentSource } from 'shared-api/contract';
import type { Database, ErasureTable } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Whom a data-rights request is about: an e-mail (any case) or a mobile number. */
export type PersonKey = { email: string } | { mobile: string };

/** The consents given with one form: 'contact' always, 'marketing' when it was ticked. */
export async function insertConsents(
  db: Db,
  values: {
    source: ConsentSource;
    noticeVersion: string;
    email: string;
    mobile: string;
    marketing: boolean;
    now: string;
  },
): Promise<void> {
  const base = {
    source: values.source,
    notice_version: values.noticeVersion,
    email: values.email,
    mobile: values.mobile,
    given_at: values.now,
    withdrawn_at: null,
  };
  await db
    .insertInto('consents')
    .values([
      { ...base, purpose: 'contact' as const },
      ...(values.marketing ? [{ ...base, purpose: 'marketing' as const }] : []),
    ])
    .execute();
}

function whereConsentPerson(db: Db, person: PersonKey) {
  const query = db.selectFrom('consents');
  return 'email' in person
    ? query.where(sql<string>`lower(email)`, '=', person.email.toLowerCase())
    : query.where('mobile', '=', person.mobile);
}

export async function findConsents(db: Db, person: PersonKey): Promise<ConsentRecord[]> {
  return whereConsentPerson(db, person)
    .select([
      'id',
      'purpose',
      'source',
      'notice_version',
      'given_at',
      'withdrawn_at',
      'email',
      'mobile',
    ])
    .orderBy('id')
    .execute();
}

/** Withdraws the consents of these ids and clears whom they were about. */
export async function withdrawConsents(db: Db, ids: number[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('consents')
    .set({ withdrawn_at: now, email: null, mobile: null })
    .where('id', 'in', ids)
    .execute();
}

/**
 * Clears whom they were about from the consents given with an enquiry before `before` (the
 * retention period's start): the record that consent was given stays, the person does not.
 * Returns how many it cleared.
 */
export async function clearEnquiryConsentsBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .updateTable('consents')
    .set({ email: null, mobile: null })
    .where('source', '=', 'enquiry')
    .where('given_at', '<', before)
    .where((eb) => eb.or([eb('email', 'is not', null), eb('mobile', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertErasure(db: Db, values: Omit<ErasureTable, 'id'>): Promise<void> {
  await db.insertInto('erasures').values(values).execute();
}
