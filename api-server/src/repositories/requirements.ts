import { sql, type Kysely, type Transaction } from 'kysely';
import type { NamedItem, RequirementInput, RequirementStatus } from 'shared-api/contract';
import type { Database } from '../db/schema';
import { pairRequirement } from './requirement-pairs';

type Db = Kysely<Database> | Transaction<Database>;

/** Who wants it: the registered person or the caller, and who recorded it. */
export interface RequirementPerson {
  userId: number | null;
  name: string;
  mobile: string;
  email: string | null;
  createdBy: number | null;
}

/** Stores a requirement, its lists and its pairs with the listings it matches; returns its id. */
export async function insertRequirement(
  db: Db,
  person: RequirementPerson,
  input: RequirementInput,
  now: string,
): Promise<number> {
  const { id } = await db
    .insertInto('requirements')
    .values({
      user_id: person.userId,
      name: person.name,
      mobile: person.mobile,
      email: person.email === '' ? null : person.email,
      purpose: input.purpose,
      budget_from: input.budgetFrom,
      budget_to: input.budgetTo,
      possession: input.possession,
      note: input.note === '' ? null : input.note,
      status: 'open',
      created_by: person.createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.propertyTypes.length > 0) {
    await db
      .insertInto('requirement_property_types')
      .values(
        input.propertyTypes.map((typeId) => ({ requirement_id: id, property_type_id: typeId })),
      )
      .execute();
  }
  if (input.bedrooms.length > 0) {
    await db
      .insertInto('requirement_bedrooms')
      .values(input.bedrooms.map((bedrooms) => ({ requirement_id: id, bedrooms })))
      .execute();
  }
  if (input.cities.length > 0) {
    await db
      .insertInto('requirement_cities')
      .values(input.cities.map((cityId) => ({ requirement_id: id, city_id: cityId })))
      .execute();
  }
  await pairRequirement(
    db,
    id,
    {
      purpose: input.purpose,
      budget_from: input.budgetFrom,
      budget_to: input.budgetTo,
      propertyTypes: input.propertyTypes,
      bedrooms: input.bedrooms,
      cities: input.cities,
    },
    now,
  );
  return id;
}

/** The ids of `ids` that name an item of the lookup list. */
export async function findExistingIds(
  db: Db,
  table: 'property_types' | 'cities',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** A requirement's own columns, as the list and the matches read them. */
export const REQUIREMENT_COLUMNS = [
  'r.id',
  'r.status',
  'r.purpose',
  'r.budget_from',
  'r.budget_to',
  'r.possession',
  'r.note',
  'r.name',
  'r.mobile',
  'r.email',
  'r.user_id',
  'r.created_at',
] as const;

export type RequirementRecord = Awaited<ReturnType<typeof findRequirement>> & object;

export function findRequirement(db: Db, id: number) {
  return db
    .selectFrom('requirements as r')
    .select(REQUIREMENT_COLUMNS)
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** A requirement's three lists, by requirement id (missing: empty). */
export interface RequirementLists {
  propertyTypes: NamedItem[];
  bedrooms: number[];
  cities: NamedItem[];
}

/** The lists of these requirements, lookups with their names, in id and count order. */
export async function findRequirementLists(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, RequirementLists>> {
  const lists = new Map<number, RequirementLists>(
    ids.map((id) => [id, { propertyTypes: [], bedrooms: [], cities: [] }]),
  );
  if (ids.length === 0) return lists;
  const [types, bedrooms, cities] = await Promise.all([
    db
      .selectFrom('requirement_property_types as l')
      .innerJoin('property_types as t', 't.id', 'l.property_type_id')
      .select(['l.requirement_id', 't.id', 't.name'])
      .where('l.requirement_id', 'in', ids)
      .orderBy('t.id')
      .execute(),
    db
      .selectFrom('requirement_bedrooms as l')
      .select(['l.requirement_id', 'l.bedrooms'])
      .where('l.requirement_id', 'in', ids)
      .orderBy('l.bedrooms')
      .execute(),
    db
      .selectFrom('requirement_cities as l')
      .innerJoin('cities as c', 'c.id', 'l.city_id')
      .select(['l.requirement_id', 'c.id', 'c.name'])
      .where('l.requirement_id', 'in', ids)
      .orderBy('c.id')
      .execute(),
  ]);
  for (const row of types) lists.get(row.requirement_id)?.propertyTypes.push(row);
  for (const row of bedrooms) lists.get(row.requirement_id)?.bedrooms.push(row.bedrooms);
  for (const row of cities) lists.get(row.requirement_id)?.cities.push(row);
  return lists;
}

/** Requirements with their lists, as a person's export shows them (the list adds `matches`). */
export async function withLists(db: Db, rows: readonly RequirementRecord[]) {
  const lists = await findRequirementLists(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const list = lists.get(row.id);
    return {
      ...row,
      property_types: list?.propertyTypes ?? [],
      bedrooms: list?.bedrooms ?? [],
      cities: list?.cities ?? [],
    };
  });
}

/** Sets a requirement's status and its pairs' copy of it: run in a transaction. */
export async function updateRequirementStatus(
  db: Db,
  id: number,
  status: RequirementStatus,
  now: string,
): Promise<void> {
  await db
    .updateTable('requirements')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('requirement_matches')
    .set({ requirement_status: status })
    .where('requirement_id', '=', id)
    .execute();
}

/** The requirements of one person: their account's, or given with this e-mail (any case) or mobile. */
export function findRequirementsOfPerson(
  db: Db,
  person: { email: string } | { mobile: string },
  userIds: readonly number[],
) {
  return db
    .selectFrom('requirements as r')
    .select(REQUIREMENT_COLUMNS)
    .where((eb) =>
      eb.or([
        'email' in person
          ? eb(sql<string>`lower(r.email)`, '=', person.email.toLowerCase())
          : eb('r.mobile', '=', person.mobile),
        ...(userIds.length > 0 ? [eb('r.user_id', 'in', userIds)] : []),
      ]),
    )
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/** The requirements a registered person gave with their account, newest first. */
export function findRequirementsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('requirements as r')
    .select(REQUIREMENT_COLUMNS)
    .where('r.user_id', '=', userId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/** Deletes requirements (their lists go with them). */
export async function deleteRequirements(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('requirements').where('id', 'in', ids).execute();
}

/** The ids of these listings that exist (of `ownerId`'s only, when given). */
export async function findListingIds(
  db: Db,
  ids: readonly number[],
  ownerId: number | undefined,
): Promise<number[]> {
  if (ids.length === 0) return [];
  let query = db.selectFrom('properties').select('id').where('id', 'in', ids);
  if (ownerId !== undefined) query = query.where('created_by', '=', ownerId);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => row.id);
}
