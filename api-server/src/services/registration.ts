import type { Kysely } from 'kysely';
import {
  EMAIL_ALREADY_REGISTERED,
  type RegistrationWithRequirementInput,
} from 'shared-api/contract';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { nowIso } from '../lib/tokens';
import type { AppConfig } from '../plugins/env';
import type { Outbox } from '../plugins/outbox';
import type { Passwords } from '../plugins/passwords';
import { insertConsents } from '../repositories/consents';
import { findLookup } from '../repositories/masters';
import { insertRequirement } from '../repositories/requirements';
import { findTakenFields, insertUser } from '../repositories/users';
import { queueRequirementMessages } from './outbox-events';
import { assertKnownLookups } from './requirements';
import { recordUserChange } from './user-changes';

export const CITY_REQUIRED = 'City selection is required';

export interface RegistrationDeps {
  db: Kysely<Database>;
  passwords: Passwords;
  config: Pick<AppConfig, 'site' | 'messages'>;
  outbox?: Pick<Outbox, 'wake'> | undefined;
}

/**
 * A visitor's registration: a buyer's account that waits for the administrator, stored in one
 * transaction with the consents given on the form (decision 087), what the person is looking for
 * when given (decision 089), and the messages that causes (decision 092).
 */
export async function registerBuyer(
  { db, passwords, config, outbox }: RegistrationDeps,
  input: RegistrationWithRequirementInput,
): Promise<void> {
  const email = input.email.toLowerCase();
  if (!(await findLookup(db, 'cities', input.cities))) {
    throw new HttpError(400, CITY_REQUIRED, { cities: CITY_REQUIRED });
  }
  const { requirement } = input;
  if (requirement) await assertKnownLookups(db, requirement, 'requirement.');
  const taken = await findTakenFields(db, { email, username: email });
  if (taken.email || taken.username) {
    throw new HttpError(409, EMAIL_ALREADY_REGISTERED, { email: EMAIL_ALREADY_REGISTERED });
  }
  const now = nowIso();
  const passwordHash = await passwords.hash(input.password);
  await db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, {
      name: input.name,
      email,
      mobile: input.mobile,
      username: email,
      password_hash: passwordHash,
      remark: null,
      // A buyer, never staff: enabling the account later does not change that (decision 094).
      role: 'buyer',
      is_active: 0,
      occupation: input.occupation,
      city_id: input.cities,
      created_at: now,
      updated_at: now,
    });
    await recordUserChange(trx, userId, input.name, 'create', null, null);
    await insertConsents(trx, {
      source: 'registration',
      noticeVersion: config.site.privacy.noticeVersion,
      email,
      mobile: input.mobile,
      marketing: input.marketingConsent === true,
      now,
    });
    const person = { userId, name: input.name, mobile: input.mobile, email, createdBy: null };
    const requirementId = requirement
      ? await insertRequirement(trx, person, requirement, now)
      : null;
    await queueRequirementMessages(
      trx,
      { messages: config.messages, now },
      { source: 'registration', person, requirementId },
    );
  });
  outbox?.wake();
}
