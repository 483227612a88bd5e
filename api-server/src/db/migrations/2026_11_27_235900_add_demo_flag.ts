import type { Kysely } from 'kysely';

// Decision 094, going live: the demo listings a first start adds (SEED_DEMO) are marked, so an
// administrator can remove them all at once. Listings seeded before this column existed cannot be
// told from real ones and stay 0 (they are removed one by one, as before). PostgreSQL's
// list_version trigger already watches every change to `properties`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('is_demo', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('is_demo').execute();
}
