import type { Kysely } from 'kysely';

// A listing's bedrooms (0 for a studio / 1 RK) and carpet area in sq.ft. (decision 089): optional, as
// plots, shops and offices have neither, so existing rows stay valid with null. Double precision
// on both engines: PostgreSQL's `real` would turn 652.37 sq.ft. into 652.3699951171875.
// The list filters `bhk` (a list of counts) and `minArea`/`maxArea` read this index as ranges
// of bedrooms, then of carpet area within each count; it also answers their count on its own.
// PostgreSQL's list_version trigger already watches every change to `properties`.
const INDEX = 'properties_bedrooms_carpet_area_idx';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('properties').addColumn('bedrooms', 'integer').execute();
  await db.schema.alterTable('properties').addColumn('carpet_area', 'double precision').execute();
  await db.schema
    .createIndex(INDEX)
    .on('properties')
    .columns(['bedrooms', 'carpet_area', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await db.schema.alterTable('properties').dropColumn('carpet_area').execute();
  await db.schema.alterTable('properties').dropColumn('bedrooms').execute();
}
