import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { COMMON_PASSWORD_MESSAGE, PASSWORD_MIN_LENGTH } from 'shared-api/contract';
import type { Database } from '../db/schema';
import { isCommonPassword, personalWords } from '../lib/common-passwords';
import { hashPassword } from '../lib/password';
import { nowIso } from '../lib/tokens';
import { signInSubject } from '../plugins/throttle';
import { deleteUserSessions } from '../repositories/sessions';

export const NO_SUCH_USER = (username: string) => `No account has the username "${username}".`;

/** The same rules as every form with a password (contract length, the server's common list). */
function passwordProblem(password: string, personal: readonly string[]): string | null {
  if (password.trim().length === 0 || password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (password.length > 200) return 'Must be at most 200 characters';
  return isCommonPassword(password, personal) ? COMMON_PASSWORD_MESSAGE : null;
}

/**
 * A new password for an account, in the caller's transaction: every session of it ends and its
 * failed sign-ins are forgotten, so its owner signs in at once (the command and the e-mailed link).
 */
export async function replacePassword(
  trx: Transaction<Database>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
  await deleteUserSessions(trx, userId);
  await trx
    .deleteFrom('throttle_events')
    .where('bucket', '=', 'sign-in')
    .where('subject', '=', signInSubject(userId, ''))
    .execute();
}

export interface PasswordReset {
  name: string;
  /** Set only when no password was given: shown once, never stored in clear. */
  generatedPassword: string | null;
}

/**
 * A lost password (decision 094), on the server's own machine: sets a new one for the account with
 * this username (given, or generated), ends every session of it and forgets its failed sign-ins,
 * so the owner can sign in at once. Throws with a message for the console when it cannot.
 */
export async function resetPassword(
  db: Kysely<Database>,
  options: { username: string; password?: string; scryptCost: number },
): Promise<PasswordReset> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'username', 'email'])
    .where(sql<string>`lower(username)`, '=', options.username.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw new Error(NO_SUCH_USER(options.username));
  const generatedPassword =
    options.password === undefined ? randomBytes(12).toString('base64url') : null;
  const password = options.password ?? generatedPassword ?? '';
  const problem = passwordProblem(password, personalWords(user));
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password, options.scryptCost);
  await db.transaction().execute((trx) => replacePassword(trx, user.id, passwordHash));
  return { name: user.name, generatedPassword };
}
