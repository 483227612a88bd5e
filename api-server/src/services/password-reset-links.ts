import type { Kysely } from 'kysely';
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_MINUTES,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from 'shared-api/contract';
import type { Database } from '../db/schema';
import { isCommonPassword, personalWords } from '../lib/common-passwords';
import { HttpError } from '../lib/http-error';
import { generateToken, hashToken, nowIso } from '../lib/tokens';
import type { PasswordResetPayload } from '../messages/render-password-reset';
import type { AppConfig } from '../plugins/env';
import type { Outbox } from '../plugins/outbox';
import type { Passwords } from '../plugins/passwords';
import { signInSubject, type Throttle } from '../plugins/throttle';
import { insertMessages } from '../repositories/outbox';
import {
  deletePasswordResetsBefore,
  findUsablePasswordReset,
  forgetResetLinks,
  insertPasswordReset,
  usePasswordResets,
} from '../repositories/password-resets';
import { findUserContact, findUserForLogin } from '../repositories/users';
import { isDeliverable } from './outbox-events';
import { replacePassword } from './password-reset';

const LINK_MS = PASSWORD_RESET_MINUTES * 60 * 1000;

export interface PasswordResetDeps {
  config: Pick<AppConfig, 'messages'>;
  db: Kysely<Database>;
  passwords: Passwords;
  throttle: Throttle;
  outbox?: Pick<Outbox, 'wake'> | undefined;
  /** The clock (tests move it past a link's 30 minutes). */
  now?: () => Date;
}

/**
 * "Forgot password?" by e-mail (decision 102): a single-use link, valid 30 minutes, sent through
 * the outbox (decision 092) to any active account with a deliverable e-mail, once mail is set up.
 * Every request gets the same answer, whoever it names.
 */
export function passwordResetService(deps: PasswordResetDeps) {
  const { config, db, passwords, throttle, outbox, now = () => new Date() } = deps;
  const isByEmail = () => config.messages.smtpUrl !== null;

  return {
    isByEmail,

    /** Queues the link when the typed name or e-mail is such an account's; else nothing. */
    async requestLink({ username }: ForgotPasswordInput, address: string): Promise<void> {
      const user = await findUserForLogin(db, username);
      // Counted per address and per account (or typed text), as sign-ins are.
      await throttle.takeFormSlot('password-reset', address, [
        signInSubject(user?.id ?? null, username),
      ]);
      const contact = user?.is_active === 1 ? await findUserContact(db, user.id) : undefined;
      const token = generateToken();
      if (!isByEmail() || !user || !contact || !isDeliverable(contact.email)) return;
      const at = now();
      const createdAt = nowIso(at);
      const recipient = contact.email.toLowerCase();
      const payload: PasswordResetPayload = { name: contact.name, token };
      await db.transaction().execute(async (trx) => {
        await deletePasswordResetsBefore(trx, createdAt);
        await insertPasswordReset(trx, {
          userId: user.id,
          tokenHash: hashToken(token),
          now: createdAt,
          expiresAt: nowIso(new Date(at.getTime() + LINK_MS)),
        });
        await insertMessages(
          trx,
          [
            {
              kind: 'password-reset',
              channel: 'email',
              recipient,
              payload,
              dueAt: createdAt,
              person: { email: recipient, mobile: null },
            },
          ],
          createdAt,
        );
      });
      outbox?.wake();
    },

    /** Sets the new password of the link's account, uses the link and ends every session. */
    async resetPassword({ token, password }: ResetPasswordInput): Promise<void> {
      const at = nowIso(now());
      const tokenHash = hashToken(token);
      const reset = await findUsablePasswordReset(db, tokenHash, at);
      if (!reset)
        throw new HttpError(400, PASSWORD_RESET_LINK_INVALID, {
          token: PASSWORD_RESET_LINK_INVALID,
        });
      if (isCommonPassword(password, personalWords(reset))) {
        throw new HttpError(400, COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
      }
      const passwordHash = await passwords.hash(password);
      await db.transaction().execute(async (trx) => {
        // Checked again in the transaction: of two uses at once, one gets in.
        if (!(await usePasswordResets(trx, { resetId: reset.resetId, userId: reset.userId }, at))) {
          throw new HttpError(400, PASSWORD_RESET_LINK_INVALID, {
            token: PASSWORD_RESET_LINK_INVALID,
          });
        }
        await replacePassword(trx, reset.userId, passwordHash);
        await forgetResetLinks(trx, reset.email.toLowerCase(), at);
      });
    },
  };
}
