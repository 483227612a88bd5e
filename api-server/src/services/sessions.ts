import type { Kysely } from 'kysely';
import type { LoginInput, Role } from 'shared-api/contract';
import type { Database } from '../db/schema';
import { httpError } from '../lib/http-error';
import { generateToken, hashToken, nowIso } from '../lib/tokens';
import type { AppConfig } from '../plugins/env';
import type { Passwords } from '../plugins/passwords';
import { signInSubject, type Throttle } from '../plugins/throttle';
import {
  deleteExpiredSessions,
  deleteSessionByTokenHash,
  insertSession,
} from '../repositories/sessions';
import { findUserForLogin } from '../repositories/users';

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password';

interface SessionDeps {
  config: Pick<AppConfig, 'sessionIdleMs' | 'sessionAbsoluteMs'>;
  db: Kysely<Database>;
  passwords: Passwords;
  throttle: Throttle;
}

/**
 * Sign-in and sign-out: the throttle (plugins/throttle.ts) sees every attempt, a wrong password
 * and an unknown or disabled account answer alike, and a session lives 30 minutes idle and 12
 * hours at most (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS).
 */
export function sessionService({ config, db, passwords, throttle }: SessionDeps) {
  return {
    async signIn(
      { username, password }: LoginInput,
      address: string,
    ): Promise<{ token: string; id: number; name: string; role: Role }> {
      const user = await findUserForLogin(db, username);
      // Keyed on the account, so its username and its e-mail share one count.
      const attempt = await throttle.beginSignIn(
        signInSubject(user?.id ?? null, username),
        address,
      );
      // Unknown users cost a hash too, so timing does not tell which accounts exist.
      const isValid = await passwords.verify(password, user?.password_hash ?? null);
      if (!user || !isValid || user.is_active !== 1) throw httpError(401, INVALID_LOGIN_MESSAGE);
      await attempt.succeeded();
      const now = new Date();
      const token = generateToken();
      await deleteExpiredSessions(
        db,
        nowIso(now),
        nowIso(new Date(now.getTime() - config.sessionIdleMs)),
      );
      await insertSession(db, {
        userId: user.id,
        tokenHash: hashToken(token),
        now: nowIso(now),
        expiresAt: nowIso(new Date(now.getTime() + config.sessionAbsoluteMs)),
      });
      return { token, id: user.id, name: user.name, role: user.role };
    },

    /** Ends the session of `tokenHash` at once; nothing when there is none. */
    async signOut(tokenHash: string | null): Promise<void> {
      if (tokenHash) await deleteSessionByTokenHash(db, tokenHash);
    },
  };
}
