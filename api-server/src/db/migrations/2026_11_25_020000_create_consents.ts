import { sql, type Kysely } from 'kysely';
import type { Engine } from './index';

// Consents given at collection, and erasures done on request (decision 087). A consent
// keeps who gave it (e-mail, mobile) until it is withdrawn; an erasure keeps no personal data.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const pg = engine === 'postgres';
  const id = pg ? sql`bigserial` : sql`integer`;
  await db.schema
    .createTable('consents')
    .addColumn('id', id, (col) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('purpose', 'varchar(20)', (col) =>
      col.notNull().check(sql`purpose in ('contact', 'marketing')`),
    )
    .addColumn('source', 'varchar(20)', (col) =>
      col.notNull().check(sql`source in ('enquiry', 'registration')`),
    )
    .addColumn('notice_version', 'varchar(50)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('mobile', 'varchar(20)')
    .addColumn('given_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('withdrawn_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('consents_email_idx').on('consents').column('email').execute();
  await db.schema.createIndex('consents_mobile_idx').on('consents').column('mobile').execute();
  await db.schema
    .createTable('erasures')
    .addColumn('id', id, (col) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('reason', 'varchar(20)', (col) =>
      col.notNull().check(sql`reason in ('request', 'retention')`),
    )
    .addColumn('erased_by', pg ? 'bigint' : 'integer')
    .addColumn('enquiries', 'integer', (col) => col.notNull())
    .addColumn('accounts', 'integer', (col) => col.notNull())
    .addColumn('consents', 'integer', (col) => col.notNull())
    .addColumn('erased_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('erasures').execute();
  await db.schema.dropTable('consents').execute();
}
