import { sql, type Kysely } from 'kysely';
import type { Engine } from './index';

// PostgreSQL: the public list's data version (docs/decisions/079-list-cache-on-both-engines.md),
// one row that every write to a table the list reads bumps inside the writing transaction, so it
// commits with the data; every API process reads it before answering from its cache. SQLite needs
// none: its one API process counts its own writes (db/sqlite-statements.ts), so this is a no-op.
// The tables the list reads on this date, repeated here since migrations never import app code.
const WATCHED_TABLES = ['properties', 'cities', 'property_types', 'statuses'] as const;
const TABLE = 'list_version';
const BUMP = 'bump_list_version';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  await db.schema
    .createTable(TABLE)
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addCheckConstraint(`${TABLE}_one_row`, sql`id = 1`)
    .execute();
  await sql`insert into ${sql.table(TABLE)} (id, version) values (1, 1)`.execute(db);
  await sql`
    create function ${sql.id(BUMP)}() returns trigger language plpgsql as $$
    begin
      update list_version set version = version + 1 where id = 1;
      return null;
    end
    $$`.execute(db);
  // Once per statement, before it touches a row: the version row is locked before the rows that
  // statement changes, never while holding some of them (see the decision on lock order).
  for (const table of WATCHED_TABLES) {
    await sql`
      create trigger ${sql.id(`${TABLE}_${table}`)}
      before insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function ${sql.id(BUMP)}()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  for (const table of WATCHED_TABLES) {
    await sql`drop trigger ${sql.id(`${TABLE}_${table}`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function ${sql.id(BUMP)}()`.execute(db);
  await db.schema.dropTable(TABLE).execute();
}
