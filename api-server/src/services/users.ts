import type { Kysely, Transaction } from 'kysely';
import {
  EMAIL_ALREADY_REGISTERED,
  WHATSAPP_REQUIRED_FOR_OPT_IN,
  whatsappOptInHasNumber,
  type RegistrationWithRequirementInput,
  type UserInput,
  type UserUpdateInput,
} from 'shared-api/contract';
import type { Database } from '../db/schema';
import type { AppConfig } from '../plugins/env';
import { HttpError, httpError, type ErrorMap } from '../lib/http-error';
import { nowIso } from '../lib/tokens';
import type { AuthUser } from '../plugins/auth';
import type { Passwords } from '../plugins/passwords';
import type { Outbox } from '../plugins/outbox';
import { readUserSnapshot, recordUserDeletion } from './history';
import { registerBuyer } from './registration';
import { recordUserChange } from './user-changes';
import { reassignEnquiries } from '../repositories/enquiries';
import { deleteUserSessions } from '../repositories/sessions';
import {
  deleteUser,
  findFirstAdminId,
  findTakenFields,
  findUserById,
  insertUser,
  listUsers,
  reassignProperties,
  updateUser,
} from '../repositories/users';

type UserRecord = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export const USER_NOT_FOUND = 'User not found';
export const USERNAME_TAKEN = 'Username is already taken';

/** 409 with field errors when the e-mail or username belongs to another account. */
async function assertIdentityFree(
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

async function existingUser(db: Kysely<Database>, id: number): Promise<UserRecord> {
  const user = await findUserById(db, id);
  if (!user) throw httpError(404, USER_NOT_FOUND);
  return user;
}

/**
 * Deletes an account inside `trx`: its properties and enquiries go to the first administrator
 * (else `fallbackHeir`), its sessions end. Shared by the user delete and the erasure (people.ts).
 */
export async function deleteAccount(
  trx: Transaction<Database>,
  id: number,
  fallbackHeir: number | undefined,
): Promise<void> {
  const heirId = (await findFirstAdminId(trx)) ?? fallbackHeir;
  if (heirId === undefined) throw new Error('No administrator to inherit the properties');
  await reassignProperties(trx, id, heirId);
  await reassignEnquiries(trx, id, heirId);
  await deleteUserSessions(trx, id);
  await deleteUser(trx, id);
}

const remarkOf = (remarks: string) => (remarks === '' ? null : remarks);

/**
 * The WhatsApp alert columns of a user form (decision 092): left as they are when the form has
 * neither field; an opt-in needs a number (400 under `whatsapp`, the contract's message).
 */
function whatsappColumns(input: {
  whatsapp?: string | undefined;
  whatsappOptIn?: boolean | undefined;
}) {
  if (input.whatsapp === undefined && input.whatsappOptIn === undefined) return {};
  if (!whatsappOptInHasNumber(input)) {
    throw new HttpError(400, WHATSAPP_REQUIRED_FOR_OPT_IN, {
      whatsapp: WHATSAPP_REQUIRED_FOR_OPT_IN,
    });
  }
  return {
    whatsapp: input.whatsapp || null,
    whatsapp_opt_in: input.whatsappOptIn === true ? 1 : 0,
  };
}

/**
 * Accounts: staff added by the administrator, visitors registering, changes, sign-outs that
 * follow (a new password, a disabled account), and a deletion that hands the user's properties
 * and enquiries to the administrator. The rules live here; the routes only validate and answer.
 */
export function userService({
  db,
  passwords,
  config,
  outbox,
}: {
  db: Kysely<Database>;
  passwords: Passwords;
  config: Pick<AppConfig, 'site' | 'messages'>;
  outbox?: Pick<Outbox, 'wake'>;
}) {
  return {
    list: () => listUsers(db),

    /** An active agent, added by the administrator; returns its id. */
    async add(input: UserInput, actorId: number | null): Promise<number> {
      const email = input.email.toLowerCase();
      await assertIdentityFree(db, { email, username: input.username });
      const now = nowIso();
      const passwordHash = await passwords.hash(input.password);
      return db.transaction().execute(async (trx) => {
        const id = await insertUser(trx, {
          name: input.name,
          email,
          mobile: input.mobile,
          username: input.username,
          password_hash: passwordHash,
          remark: remarkOf(input.remarks),
          role: 'agent',
          is_active: 1,
          ...whatsappColumns(input),
          created_at: now,
          updated_at: now,
        });
        await recordUserChange(trx, id, input.name, 'create', actorId, null);
        return id;
      });
    },

    /** A visitor's registration (services/registration.ts). */
    register: (input: RegistrationWithRequirementInput) =>
      registerBuyer({ db, passwords, config, outbox }, input),

    /**
     * Changes an account; an empty password keeps the current one, a new one ends the user's
     * other sessions (all but `keepSession`, the caller's own).
     */
    async update(
      id: number,
      input: UserUpdateInput,
      keepSession: string | undefined,
      actorId: number | null,
    ): Promise<void> {
      await existingUser(db, id);
      const email = input.email.toLowerCase();
      await assertIdentityFree(db, { email, username: input.username }, id);
      const passwordHash = input.password === '' ? undefined : await passwords.hash(input.password);
      await db.transaction().execute(async (trx) => {
        const before = await readUserSnapshot(trx, id);
        await updateUser(trx, id, {
          name: input.name,
          email,
          mobile: input.mobile,
          username: input.username,
          remark: remarkOf(input.remarks),
          ...whatsappColumns(input),
          updated_at: nowIso(),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
        });
        if (passwordHash) await deleteUserSessions(trx, id, keepSession);
        const changed = passwordHash !== undefined;
        await recordUserChange(trx, id, input.name, 'update', actorId, before, changed);
      });
    },

    /**
     * Deletes an account in one transaction: its properties and enquiries go to the
     * administrator, its sessions end.
     */
    async remove(id: number, actor: AuthUser | null): Promise<void> {
      const user = await existingUser(db, id);
      assertNotProtected(user, actor, 'deleted');
      await db.transaction().execute(async (trx) => {
        await recordUserDeletion(trx, user, actor?.id ?? null);
        await deleteAccount(trx, id, actor?.id);
      });
    },

    /** Enables or disables an account (disabling ends its sessions); returns the stored state. */
    async toggleActive(id: number, actor: AuthUser | null): Promise<boolean> {
      const user = await existingUser(db, id);
      assertNotProtected(user, actor, 'disabled');
      return db.transaction().execute(async (trx) => {
        const next = user.is_active === 1 ? 0 : 1;
        const before = await readUserSnapshot(trx, id);
        await updateUser(trx, id, { is_active: next, updated_at: nowIso() });
        await recordUserChange(trx, id, user.name, 'update', actor?.id ?? null, before);
        if (next === 0) await deleteUserSessions(trx, id);
        const stored = await findUserById(trx, id);
        return stored?.is_active === 1;
      });
    },
  };
}
