import { sql, type Kysely } from 'kysely';

// Decision 094: a visitor who registered on Post Requirement was an agent waiting to be enabled, and
// enabling made them staff. Registered accounts are buyers now. A registration is the only way an
// account gets an occupation (the administrator's User Management form has none), so that marks
// the accounts made by registering. Their sessions stay: the role is read on every request.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update users set role = 'buyer' where role = 'agent' and occupation is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update users set role = 'agent' where role = 'buyer'`.execute(db);
}
