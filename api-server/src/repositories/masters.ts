import { sql, type Kysely, type Transaction } from 'kysely';
import type { LookupItem, MasterKey } from 'shared-api/contract';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Where properties use each lookup list: a column of `properties`, or a link table. The one place
 * that knows it; deleting a lookup in use is refused with this.
 */
export const MASTER_USAGE: Record<
  MasterKey,
  { table: 'properties' | 'property_amenities' | 'property_sanctions'; column: string }
> = {
  statuses: { table: 'properties', column: 'status_id' },
  property_types: { table: 'properties', column: 'property_type_id' },
  project_types: { table: 'properties', column: 'project_type_id' },
  ownership_types: { table: 'properties', column: 'ownership_type_id' },
  transaction_types: { table: 'properties', column: 'transaction_type_id' },
  possession_types: { table: 'properties', column: 'possession_type_id' },
  water_sources: { table: 'properties', column: 'water_source_id' },
  power_backups: { table: 'properties', column: 'power_backup_id' },
  amenities: { table: 'property_amenities', column: 'amenity_id' },
  floor_types: { table: 'properties', column: 'floor_type_id' },
  facings: { table: 'properties', column: 'facing_id' },
  sanctions: { table: 'property_sanctions', column: 'sanction_id' },
  cities: { table: 'properties', column: 'city_id' },
};

/** Where requirements name a lookup item (decision 089): such an item stays too. */
const REQUIREMENT_USAGE: Partial<
  Record<MasterKey, { table: 'requirement_property_types' | 'requirement_cities'; column: string }>
> = {
  property_types: { table: 'requirement_property_types', column: 'property_type_id' },
  cities: { table: 'requirement_cities', column: 'city_id' },
};

// Every lookup table has the same LookupTable shape; Kysely's types want one concrete name, so the
// queries below are typed against `cities` and run against the table of `key`.
const table = (key: MasterKey) => key as 'cities';

/** `{ id, name }` sorted by name (sanctions also carry `file`). */
export async function listLookup(db: Db, key: MasterKey): Promise<LookupItem[]> {
  if (key === 'sanctions') {
    return db
      .selectFrom('sanctions')
      .select(['id', 'name', 'file'])
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
  }
  return db
    .selectFrom(table(key))
    .select(['id', 'name'])
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export async function findLookup(db: Db, key: MasterKey, id: number) {
  if (key === 'sanctions') {
    return db
      .selectFrom('sanctions')
      .select(['id', 'name', 'file'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
  const row = await db
    .selectFrom(table(key))
    .select(['id', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, file: null } : undefined;
}

/** True when another item of the list already has this name, ignoring case. */
export async function isLookupNameTaken(
  db: Db,
  key: MasterKey,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom(table(key))
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertLookup(
  db: Db,
  key: MasterKey,
  values: { name: string; file?: string | null; now: string },
): Promise<number> {
  if (key === 'sanctions') {
    const row = await db
      .insertInto('sanctions')
      .values({ name: values.name, file: values.file ?? null, created_at: values.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const row = await db
    .insertInto(table(key))
    .values({ name: values.name, created_at: values.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames an item; for sanctions, `file` (when given) replaces the stored file path. */
export async function updateLookup(
  db: Db,
  key: MasterKey,
  id: number,
  values: { name: string; file?: string | null },
): Promise<void> {
  if (key === 'sanctions') {
    await db
      .updateTable('sanctions')
      .set(
        values.file === undefined
          ? { name: values.name }
          : { name: values.name, file: values.file },
      )
      .where('id', '=', id)
      .execute();
    return;
  }
  await db.updateTable(table(key)).set({ name: values.name }).where('id', '=', id).execute();
}

export async function deleteLookup(db: Db, key: MasterKey, id: number): Promise<void> {
  await db.deleteFrom(table(key)).where('id', '=', id).execute();
}

/** True when any property or requirement uses the item (see MASTER_USAGE, REQUIREMENT_USAGE). */
export async function isLookupInUse(db: Db, key: MasterKey, id: number): Promise<boolean> {
  const usages = [MASTER_USAGE[key], REQUIREMENT_USAGE[key]];
  for (const usage of usages) {
    if (!usage) continue;
    const result = await sql<{
      one: number;
    }>`select 1 as one from ${sql.table(usage.table)} where ${sql.ref(
      usage.column,
    )} = ${id} limit 1`.execute(db);
    if (result.rows.length > 0) return true;
  }
  return false;
}

export async function countLookup(db: Db, key: MasterKey): Promise<number> {
  const row = await db
    .selectFrom(table(key))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
