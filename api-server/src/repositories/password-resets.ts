import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A link's row, written with the outbox message that carries it (decision 102). */
export async function insertPasswordReset(
  db: Db,
  values: { userId: number; tokenHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: values.userId,
      token_hash: values.tokenHash,
      created_at: values.now,
      expires_at: values.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The account of a link that is unused and unexpired at `now`, with what its rules need. */
export async function findUsablePasswordReset(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select([
      'password_resets.id as resetId',
      'users.id as userId',
      'users.name',
      'users.username',
      'users.email',
    ])
    .where('password_resets.token_hash', '=', tokenHash)
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', now)
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
}

/**
 * Uses the link `resetId` and every other unused link of its account; false when another request
 * used it first (only one of two at once gets in).
 */
export async function usePasswordResets(
  db: Db,
  reset: { resetId: number; userId: number },
  now: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', reset.resetId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', reset.userId)
    .where('used_at', 'is', null)
    .execute();
  return true;
}

/** Housekeeping: links expired before `before`. */
export async function deletePasswordResetsBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<', before).execute();
}

/**
 * After a reset, the links in the account's reset e-mails are of no use to anyone: they are
 * removed from the outbox rows (an unsent one is cancelled), so the database keeps no usable link.
 */
export async function forgetResetLinks(db: Db, recipient: string, now: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'cancelled', last_error: 'The link was used', updated_at: now })
    .where('kind', '=', 'password-reset')
    .where('recipient', '=', recipient)
    .where('status', '=', 'pending')
    .execute();
  await db
    .updateTable('outbox')
    .set({ payload: '{}' })
    .where('kind', '=', 'password-reset')
    .where('recipient', '=', recipient)
    .execute();
}
