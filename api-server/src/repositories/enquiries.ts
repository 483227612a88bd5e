import { sql, type Kysely, type Transaction } from 'kysely';
import type { EnquiryRow, EnquiryStatus } from 'shared-api/contract';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewEnquiryValues {
  propertyId: number;
  prpId: string;
  projectName: string;
  userId: number;
  occupation: string;
  name: string;
  mobile: string;
  email: string;
  city: string;
  time: string;
  remark: string;
  now: string;
}

export async function insertEnquiry(db: Db, values: NewEnquiryValues): Promise<number> {
  const row = await db
    .insertInto('enquiries')
    .values({
      property_id: values.propertyId,
      prp_id: values.prpId,
      project_name: values.projectName,
      user_id: values.userId,
      occupation: values.occupation,
      name: values.name,
      mobile: values.mobile,
      email: values.email,
      city: values.city,
      time: values.time,
      remark: values.remark === '' ? null : values.remark,
      status: 'new',
      created_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface EnquiryFilter {
  /** Only enquiries about this user's properties; undefined for all (admin). */
  userId?: number;
  status?: EnquiryStatus;
}

function filtered(db: Db, filter: EnquiryFilter) {
  let query = db.selectFrom('enquiries');
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  return query;
}

/** The columns of an enquiry as the inbox and a person's export show it. */
export const ENQUIRY_ROW_COLUMNS = [
  'id',
  'created_at',
  'property_id',
  'prp_id',
  'project_name',
  'name',
  'mobile',
  'email',
  'city',
  'occupation',
  'time',
  'remark',
  'status',
  'user_id',
  'first_replied_at',
] as const;

/** A page of enquiries, newest first, and the total matching the filter. */
export async function listEnquiries(
  db: Db,
  filter: EnquiryFilter,
  page: { limit: number; offset: number; waitingFirst?: boolean },
): Promise<{ items: EnquiryRow[]; total: number }> {
  let ordered = filtered(db, filter).select(ENQUIRY_ROW_COLUMNS);
  if (page.waitingFirst) {
    // Waiting (new, never answered) first, oldest first; the others newest first, as usual.
    const waiting = sql`(status = 'new' and first_replied_at is null)`;
    ordered = ordered
      .orderBy(sql`case when ${waiting} then 0 else 1 end`)
      .orderBy(sql`case when ${waiting} then created_at end`);
  }
  const rows = await ordered
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  // user_id is null only for a lead whose agent was deleted outside the API (the API reassigns).
  const items = rows.map((row) => ({ ...row, user_id: row.user_id ?? 0 }));
  return { items, total: Number(count.count) };
}

export async function findEnquiryOwner(db: Db, id: number) {
  return db
    .selectFrom('enquiries')
    .select(['id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sets the status; the first change to another status also records `now` as the first reply. */
export async function updateEnquiryStatus(
  db: Db,
  id: number,
  status: EnquiryStatus,
  now: string,
): Promise<void> {
  await db
    .updateTable('enquiries')
    .set((eb) => ({
      status,
      first_replied_at: eb
        .case()
        .when(eb.and([eb('first_replied_at', 'is', null), eb('status', '!=', status)]))
        .then(now)
        .else(eb.ref('first_replied_at'))
        .end(),
    }))
    .where('id', '=', id)
    .execute();
}

export async function findEnquiryById(db: Db, id: number): Promise<EnquiryRow | undefined> {
  const row = await db
    .selectFrom('enquiries')
    .select(ENQUIRY_ROW_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, user_id: row.user_id ?? 0 };
}

/**
 * Time to first reply (decision 092): the replies to leads received since `since`, in seconds
 * (bounded by a week's leads), and how many leads have waited longer than `waitingBefore`.
 */
export async function findReplyFigures(
  db: Db,
  filter: { userId?: number; since: string; waitingBefore: string },
): Promise<{ replySeconds: number[]; waitingOverHour: number }> {
  const scope =
    filter.userId === undefined
      ? db.selectFrom('enquiries')
      : db.selectFrom('enquiries').where('user_id', '=', filter.userId);
  const [answered, waiting] = await Promise.all([
    scope
      .select(['created_at', 'first_replied_at'])
      .where('created_at', '>=', filter.since)
      .where('first_replied_at', 'is not', null)
      .execute(),
    scope
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'new')
      .where('first_replied_at', 'is', null)
      .where('created_at', '<', filter.waitingBefore)
      .executeTakeFirstOrThrow(),
  ]);
  const replySeconds = answered.map(
    (row) =>
      (Date.parse(row.first_replied_at ?? row.created_at) - Date.parse(row.created_at)) / 1000,
  );
  return { replySeconds, waitingOverHour: Number(waiting.count) };
}

export async function countNewEnquiries(db: Db, userId?: number): Promise<number> {
  const row = await filtered(db, { userId, status: 'new' })
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Hands a deleted agent's leads to another user. */
export async function reassignEnquiries(
  db: Db,
  fromUserId: number,
  toUserId: number,
): Promise<void> {
  await db
    .updateTable('enquiries')
    .set({ user_id: toUserId })
    .where('user_id', '=', fromUserId)
    .execute();
}

/** The newest enquiry on this property from this mobile number created after `since`, if any. */
export async function findRecentEnquiryId(
  db: Db,
  filter: { propertyId: number; mobile: string; since: string },
): Promise<number | undefined> {
  const row = await db
    .selectFrom('enquiries')
    .select('id')
    .where('created_at', '>', filter.since)
    .where('property_id', '=', filter.propertyId)
    .where('mobile', '=', filter.mobile)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** What an enquiry snapshots of its property, and who receives it. */
export async function findPropertyForEnquiry(db: Db, propertyId: number) {
  return db
    .selectFrom('properties')
    .select(['id', 'prp_id', 'project_name', 'created_by'])
    .where('id', '=', propertyId)
    .executeTakeFirst();
}
