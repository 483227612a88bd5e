import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertSession(
  db: Db,
  values: { userId: number; tokenHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      user_id: values.userId,
      token_hash: values.tokenHash,
      created_at: values.now,
      last_used_at: values.now,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** The session of a token hash with the fields of its user that a request needs. */
export async function findSessionWithUser(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.last_used_at as lastUsedAt',
      'sessions.expires_at as expiresAt',
      'users.id as userId',
      'users.name',
      'users.username',
      'users.role',
      'users.is_active as isActive',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: number, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
}

export async function deleteSessionById(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of a user, except (optionally) the one making the request. */
export async function deleteUserSessions(
  db: Db,
  userId: number,
  exceptTokenHash?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash);
  await query.execute();
}

/** Housekeeping: sessions past their absolute or idle limit. */
export async function deleteExpiredSessions(
  db: Db,
  now: string,
  idleCutoff: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_used_at', '<=', idleCutoff)]))
    .execute();
}
