import type { Kysely } from 'kysely';
import { EMAIL_ALREADY_REGISTERED } from 'shared-api/contract';
import type { Database } from '../../db/schema';
import { HttpError, type ErrorMap } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { findTakenFields } from '../../repositories/users';

export const USER_NOT_FOUND = 'User not found';
export const USERNAME_TAKEN = 'Username is already taken';

/** 409 with field errors when the e-mail or username belongs to another account. */
export async function assertIdentityFree(
  db: Kysely<Database>,
  values: { email: string; username: string },
  exceptId?: number,
): Promise<void> {
  const taken = await findTakenFields(db, values, exceptId);
  const errors: ErrorMap = {};
  if (taken.email) errors.email = EMAIL_ALREADY_REGISTERED;
  if (taken.username) errors.username = USERNAME_TAKEN;
  const message = Object.values(errors)[0];
  if (message) throw new HttpError(409, message, errors);
}

/** The administrator cannot be disabled or deleted, and nobody may disable or delete themselves. */
export function assertNotProtected(
  target: { id: number; role: string },
  actor: AuthUser | null,
  action: 'disabled' | 'deleted',
): void {
  if (target.role === 'admin') {
    throw new HttpError(403, `The administrator account cannot be ${action}`);
  }
  if (actor?.id === target.id) {
    throw new HttpError(403, `Your own account cannot be ${action}`);
  }
}
