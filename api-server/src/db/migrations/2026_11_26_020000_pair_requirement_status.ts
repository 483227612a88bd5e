import { sql, type Kysely } from 'kysely';

// A pair carries a copy of its requirement's status (decision 089), kept in step by the status
// change, so that the dashboard's new matches (the open requirements' pairs of the last 7 days)
// and the open-requirement counts read the pairs' index alone instead of looking up each pair's
// requirement: at 100,000 listings, 22,000 pairs of the week took 3 ms to count that way.
// The index replaces (matched_at, requirement_id, property_id): its property_id lets an agent's
// count test their ownership without reading the pair.
const OLD_INDEX = 'requirement_matches_matched_idx';
const INDEX = 'requirement_matches_status_matched_idx';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('requirement_matches')
    .addColumn('requirement_status', 'varchar(10)', (col) => col.notNull().defaultTo('open'))
    .execute();
  // The pairs made before this migration take their requirement's status now.
  const statusOfRequirement = sql`(
    select r.status from requirements r where r.id = requirement_matches.requirement_id
  )`;
  await sql`update requirement_matches set requirement_status = ${statusOfRequirement}`.execute(db);
  await db.schema.dropIndex(OLD_INDEX).execute();
  await db.schema
    .createIndex(INDEX)
    .on('requirement_matches')
    .columns(['requirement_status', 'matched_at', 'property_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await db.schema
    .createIndex(OLD_INDEX)
    .on('requirement_matches')
    .columns(['matched_at', 'requirement_id', 'property_id'])
    .execute();
  await db.schema.alterTable('requirement_matches').dropColumn('requirement_status').execute();
}
