import type { Kysely, Transaction } from 'kysely';
import type { Database, Property } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The listings a first start added as demos (SEED_DEMO), oldest first. */
export function listDemoProperties(db: Db): Promise<Property[]> {
  return db.selectFrom('properties').selectAll().where('is_demo', '=', 1).orderBy('id').execute();
}

/** How many demo listings remain. */
export async function countDemoProperties(db: Db): Promise<number> {
  const row = await db
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('is_demo', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
