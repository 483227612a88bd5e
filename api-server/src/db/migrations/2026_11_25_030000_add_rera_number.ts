import type { Kysely } from 'kysely';

// A listing's RERA registration number (decision 087): optional, so existing rows stay valid with
// null. The admin's table lists the listings that still lack one (`rera=missing`), hence the
// index. PostgreSQL's list_version trigger already watches every change to `properties`.
const INDEX = 'properties_rera_number_idx';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('properties').addColumn('rera_number', 'varchar(20)').execute();
  await db.schema.createIndex(INDEX).on('properties').columns(['rera_number', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await db.schema.alterTable('properties').dropColumn('rera_number').execute();
}
