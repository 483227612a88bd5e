import type { Kysely, Transaction } from 'kysely';
import type { ChangeEntity, ChangeRecord, FieldChange } from 'shared-api/contract';
import type { Database, ChangeTable } from '../db/schema';
import type { Insertable, Selectable } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

/** What an erased person's name and label become in the history. */
const ERASED_LABEL = 'Erased';

export async function insertChange(db: Db, values: Insertable<ChangeTable>): Promise<void> {
  await db.insertInto('changes').values(values).execute();
}

/** Whose name a change records: the person as named at the time. */
export async function findUserName(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? null;
}

function toRecord(row: Selectable<ChangeTable>): ChangeRecord {
  return {
    id: row.id,
    entity: row.entity,
    entityId: row.entity_id,
    list: row.list,
    label: row.label,
    action: row.action,
    userId: row.user_id,
    userName: row.user_name,
    fields: JSON.parse(row.fields) as FieldChange[],
    changedAt: row.changed_at,
  };
}

/** One record's changes, newest first (the id breaks ties within one millisecond). */
export async function listChangesOf(
  db: Db,
  entity: ChangeEntity,
  entityId: number,
  limit: number,
): Promise<ChangeRecord[]> {
  const rows = await db
    .selectFrom('changes')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

export interface ChangeFilter {
  userId?: number;
  entity?: ChangeEntity;
  /** ISO instants: changed_at >= since and < until. */
  since?: string;
  until?: string;
}

/** A page of every change the filter selects, newest first, and how many it selects. */
export async function listChanges(
  db: Db,
  filter: ChangeFilter,
  page: { limit: number; offset: number },
): Promise<{ items: ChangeRecord[]; total: number }> {
  let query = db.selectFrom('changes');
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.since) query = query.where('changed_at', '>=', filter.since);
  if (filter.until) query = query.where('changed_at', '<', filter.until);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('changed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toRecord), total: Number(count.total) };
}

/**
 * The highest price each listing had before a cut since `since`, for the listings of `ids` that
 * had one. Whether it is above today's price is the caller's question.
 */
export async function findPricesBeforeCuts(
  db: Db,
  ids: readonly number[],
  since: string,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('changes')
    .select((eb) => ['entity_id', eb.fn.max('old_price').as('price')])
    .where('entity', '=', 'property')
    .where('entity_id', 'in', ids)
    .where('changed_at', '>=', since)
    .where('old_price', 'is not', null)
    .groupBy('entity_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.entity_id), Number(row.price)]));
}

/** A user's fields as the history records them (never the hash). */
export function findUserForHistory(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['name', 'username', 'email', 'mobile', 'role', 'is_active', 'remark'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An enquiry's or a requirement's status, read in the status change's transaction. */
export async function findStatusOf(
  db: Db,
  table: 'enquiries' | 'requirements',
  id: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom(table as 'enquiries')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status;
}

/**
 * An erased person's accounts (decision 087): their changes keep what happened and when, but no
 * longer their name or values; the changes they made no longer name them.
 */
export async function eraseChangesOfUsers(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('changes')
    .set({ label: ERASED_LABEL, fields: '[]' })
    .where('entity', '=', 'user')
    .where('entity_id', 'in', ids)
    .execute();
  await db
    .updateTable('changes')
    .set({ user_name: ERASED_LABEL })
    .where('user_id', 'in', ids)
    .execute();
}
