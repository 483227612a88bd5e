import { sql, type Kysely } from 'kysely';
import type { Engine } from './index';

// The record of changes (decision 098): one row per create, update, delete or status change of a
// listing, a lookup item, a user, an enquiry or a requirement, written in the save's transaction.
// `fields` is JSON ([{ field, from, to }]); `old_price` repeats a listing's price before a change
// that lowered it, so "Price reduced" reads one index range instead of parsing JSON.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const pg = engine === 'postgres';
  const id = pg ? sql`bigserial` : sql`integer`;
  const ref = pg ? 'bigint' : 'integer';
  await db.schema
    .createTable('changes')
    .addColumn('id', id, (col) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('entity', 'varchar(20)', (col) =>
      col.notNull().check(sql`entity in ('property', 'lookup', 'user', 'enquiry', 'requirement')`),
    )
    .addColumn('entity_id', ref, (col) => col.notNull())
    // A lookup's list (cities, amenities, ...); null for the other kinds.
    .addColumn('list', 'varchar(30)')
    // What the record was called at the time (a listing's PRP id, a name), kept after a delete.
    .addColumn('label', 'varchar(300)', (col) => col.notNull())
    .addColumn('action', 'varchar(10)', (col) =>
      col.notNull().check(sql`action in ('create', 'update', 'delete', 'status')`),
    )
    // No foreign key: the record outlives the person who made the change.
    .addColumn('user_id', ref)
    .addColumn('user_name', 'varchar(100)')
    .addColumn('fields', 'text', (col) => col.notNull())
    .addColumn('old_price', pg ? 'bigint' : 'integer')
    .addColumn('changed_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('changes_entity_idx')
    .on('changes')
    .columns(['entity', 'entity_id', 'changed_at'])
    .execute();
  await db.schema
    .createIndex('changes_changed_at_idx')
    .on('changes')
    .column('changed_at')
    .execute();
  await db.schema
    .createIndex('changes_user_idx')
    .on('changes')
    .columns(['user_id', 'changed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('changes').execute();
}
