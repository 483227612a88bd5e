import { sql, type Kysely, type Transaction } from 'kysely';
import type { PersonAccount, UserRow } from 'shared-api/contract';
import type { Database, NewUser, UserUpdate } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const lower = (column: 'users.username' | 'users.email') => sql<string>`lower(${sql.ref(column)})`;

/** The user who signs in with this username or e-mail (case-insensitive), hash included. */
export async function findUserForLogin(db: Db, login: string) {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'username', 'password_hash', 'is_active'])
    .where((eb) =>
      eb.or([eb(lower('users.username'), '=', value), eb(lower('users.email'), '=', value)]),
    )
    .orderBy('id')
    .executeTakeFirst();
}

/** How to reach one account's person: name, e-mail and mobile. */
export async function findUserContact(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['name', 'email', 'mobile'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findUserById(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'username', 'is_active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The wire row of the user list: never the hash. */
export async function listUsers(db: Db): Promise<UserRow[]> {
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'mobile',
      'username',
      'remark',
      'is_active',
      'role',
      'created_at',
      'whatsapp',
      'whatsapp_opt_in',
    ])
    .orderBy('id')
    .execute();
  return rows.map(({ is_active, whatsapp_opt_in, ...row }) => ({
    ...row,
    isActive: is_active === 1,
    whatsappOptIn: Number(whatsapp_opt_in) === 1,
  }));
}

/** Which of e-mail and username another account already uses (case-insensitive). */
export async function findTakenFields(
  db: Db,
  values: { email: string; username: string },
  exceptId?: number,
): Promise<{ email: boolean; username: boolean }> {
  const email = values.email.toLowerCase();
  const username = values.username.toLowerCase();
  let query = db
    .selectFrom('users')
    .select([lower('users.email').as('email'), lower('users.username').as('username')])
    .where((eb) =>
      eb.or([
        eb(lower('users.email'), '=', email),
        eb(lower('users.username'), '=', username),
        // A username that is someone's e-mail (and the reverse) would make sign-in ambiguous.
        eb(lower('users.email'), '=', username),
        eb(lower('users.username'), '=', email),
      ]),
    );
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const rows = await query.execute();
  return {
    email: rows.some((row) => row.email === email || row.username === email),
    username: rows.some((row) => row.username === username || row.email === username),
  };
}

export async function insertUser(db: Db, values: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, values: UserUpdate): Promise<boolean> {
  const result = await db.updateTable('users').set(values).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Buyers who registered and wait for the administrator to enable them (a disabled agent is not). */
export async function countPendingBuyers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'buyer')
    .where('is_active', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Hands every property of one user to another (used before deleting the first). */
export async function reassignProperties(
  db: Db,
  fromUserId: number,
  toUserId: number,
): Promise<void> {
  await db
    .updateTable('properties')
    .set({ created_by: toUserId })
    .where('created_by', '=', fromUserId)
    .execute();
}

/** The first admin: who inherits a deleted user's properties. */
export async function findFirstAdminId(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

/** Properties created by one user, or all of them. */
export async function countProperties(db: Db, createdBy?: number): Promise<number> {
  let query = db.selectFrom('properties').select((eb) => eb.fn.countAll<number>().as('count'));
  if (createdBy !== undefined) query = query.where('created_by', '=', createdBy);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The accounts registered with this e-mail (any case) or mobile, without the password hash. */
export async function findAccountsOfPerson(
  db: Db,
  person: { email: string } | { mobile: string },
): Promise<PersonAccount[]> {
  const query = db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'mobile',
      'username',
      'role',
      'is_active',
      'occupation',
      'city_id',
      'remark',
      'created_at',
      'updated_at',
    ]);
  const rows = await (
    'email' in person
      ? query.where(lower('users.email'), '=', person.email.toLowerCase())
      : query.where('mobile', '=', person.mobile)
  )
    .orderBy('id')
    .execute();
  return rows.map(({ is_active, ...row }) => ({ ...row, isActive: is_active === 1 }));
}
