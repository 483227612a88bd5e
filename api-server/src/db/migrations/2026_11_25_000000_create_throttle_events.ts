import { sql, type Kysely } from 'kysely';
import type { Engine } from './index';

// Sign-in failures and form submissions, counted per address and per account by every API process
// (docs/decisions/078-api-hardening.md). Rows older than the longest window are swept.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const pg = engine === 'postgres';
  await db.schema
    .createTable('throttle_events')
    .addColumn('id', pg ? sql`bigserial` : sql`integer`, (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('bucket', 'varchar(20)', (col) => col.notNull())
    .addColumn('address', 'varchar(64)', (col) => col.notNull())
    .addColumn('subject', 'varchar(300)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('throttle_events_address_idx')
    .on('throttle_events')
    .columns(['bucket', 'address', 'created_at'])
    .execute();
  await db.schema
    .createIndex('throttle_events_subject_idx')
    .on('throttle_events')
    .columns(['bucket', 'subject', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('throttle_events').execute();
}
