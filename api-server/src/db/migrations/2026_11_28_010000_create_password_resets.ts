import { sql, type Kysely } from 'kysely';
import type { Engine } from './index';

// "Forgot password?" by e-mail (decision 102): one row per link sent. Only the sha256 of the
// link's token is kept; a row is good once, until `expires_at`.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const pg = engine === 'postgres';
  await db.schema
    .createTable('password_resets')
    .addColumn('id', pg ? sql`bigserial` : sql`integer`, (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', pg ? sql`bigint` : sql`integer`, (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('password_resets_user_id_idx')
    .on('password_resets')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
}
