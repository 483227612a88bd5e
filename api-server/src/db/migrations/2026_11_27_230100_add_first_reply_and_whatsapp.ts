import { sql, type Kysely } from 'kysely';
import type { Engine } from './index';

// Decision 092: when staff first answered a lead (its first status change), and a staff member's
// WhatsApp number and their opt-in to new-lead alerts there.
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('enquiries').addColumn('first_replied_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('whatsapp', 'varchar(20)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('whatsapp_opt_in', 'integer', (col) => col.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('whatsapp_opt_in').execute();
  await db.schema.alterTable('users').dropColumn('whatsapp').execute();
  await db.schema.alterTable('enquiries').dropColumn('first_replied_at').execute();
}
