import { sql, type Kysely } from 'kysely';
import type { Engine } from './index';

// The outbox (decision 092): every message the product sends is a row written in the transaction of
// the save that causes it, and delivered later by a worker. `secrets` holds the key that signs
// unsubscribe links, made once by whichever process needs it first.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const pg = engine === 'postgres';
  const id = pg ? sql`bigserial` : sql`integer`;
  const ref = pg ? 'bigint' : 'integer';
  await db.schema
    .createTable('outbox')
    .addColumn('id', id, (col) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('kind', 'varchar(30)', (col) => col.notNull())
    .addColumn('channel', 'varchar(10)', (col) =>
      col.notNull().check(sql`channel in ('email', 'whatsapp', 'webhook')`),
    )
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) =>
      col.notNull().check(sql`status in ('pending', 'sending', 'sent', 'failed', 'cancelled')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_error', 'varchar(500)')
    .addColumn('payload', 'text', (col) => col.notNull())
    // The Message-ID / webhook-id: the same on every attempt, so a receiver can drop a repeat.
    .addColumn('message_key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('enquiry_id', ref)
    .addColumn('requirement_id', ref)
    // Whom the message is about (lower-case e-mail, mobile): an erasure finds it by these.
    .addColumn('person_email', 'varchar(254)')
    .addColumn('person_mobile', 'varchar(20)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('outbox_enquiry_idx').on('outbox').column('enquiry_id').execute();
  await db.schema
    .createIndex('outbox_requirement_idx')
    .on('outbox')
    .columns(['requirement_id', 'kind'])
    .execute();
  await db.schema.createIndex('outbox_email_idx').on('outbox').column('person_email').execute();
  await db.schema.createIndex('outbox_mobile_idx').on('outbox').column('person_mobile').execute();
  await db.schema.createIndex('outbox_created_idx').on('outbox').column('created_at').execute();
  await db.schema
    .createTable('secrets')
    .addColumn('name', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('value', 'varchar(200)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('secrets').execute();
  await db.schema.dropTable('outbox').execute();
}
