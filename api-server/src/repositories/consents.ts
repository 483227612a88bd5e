import { sql, type Kysely, type Transaction } from 'kysely';
import type { ConsentPurpose, ConsentRecord, ConsentSource } from 'shared-api/contract';
import type { Database, ErasureTable } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Whom a data-rights request is about: an e-mail (any case) or a mobile number. */
export type PersonKey = { email: string } | { mobile: string };

interface ConsentGiven {
  source: ConsentSource;
  noticeVersion: string;
  email: string;
  mobile: string;
  now: string;
}

const consentRow = (values: ConsentGiven, purpose: ConsentPurpose) => ({
  purpose,
  source: values.source,
  notice_version: values.noticeVersion,
  email: values.email,
  mobile: values.mobile,
  given_at: values.now,
  withdrawn_at: null,
});

/** The consents given with one form: 'contact' always, 'marketing' when it was ticked. */
export async function insertConsents(
  db: Db,
  values: ConsentGiven & { marketing: boolean },
): Promise<void> {
  await db
    .insertInto('consents')
    .values([
      consentRow(values, 'contact'),
      ...(values.marketing ? [consentRow(values, 'marketing')] : []),
    ])
    .execute();
}

/** One consent given on its own: a buyer asking for new-listing alerts again on their page. */
export async function insertConsent(
  db: Db,
  values: ConsentGiven & { purpose: ConsentPurpose },
): Promise<void> {
  await db.insertInto('consents').values(consentRow(values, values.purpose)).execute();
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

/** The ids of the consents for `purpose` that this e-mail (any case) gave and has not withdrawn. */
export async function findStandingConsentIds(
  db: Db,
  email: string,
  purpose: ConsentPurpose,
): Promise<number[]> {
  const rows = await whereConsentPerson(db, { email })
    .select('id')
    .where('purpose', '=', purpose)
    .where('withdrawn_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
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
