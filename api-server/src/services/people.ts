import type { Kysely } from 'kysely';
import type { ErasureResult, PersonExport, PersonLookup } from 'shared-api/contract';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { nowIso } from '../lib/tokens';
import type { AuthUser } from '../plugins/auth';
import type { AppConfig } from '../plugins/env';
import {
  clearEnquiryConsentsBefore,
  findConsents,
  insertErasure,
  withdrawConsents,
  type PersonKey,
} from '../repositories/consents';
import {
  anonymiseEnquiries,
  findEnquiriesOfPerson,
  findIdentifiedEnquiriesBefore,
} from '../repositories/enquiry-people';
import {
  deleteRequirements,
  findRequirementsOfPerson,
  withLists,
} from '../repositories/requirements';
import { scrubMessagesOfPerson } from '../repositories/outbox-erasure';
import { findAccountsOfPerson } from '../repositories/users';
import { assertNotProtected, deleteAccount } from './users';
import { eraseChangesOfUsers } from '../repositories/changes';
import { recordUserDeletion } from './history';

export const PERSON_ERASED = 'The person’s data has been erased';

/** The one key of a validated lookup (the schema guarantees exactly one). */
function keyOf(lookup: PersonLookup): PersonKey {
  if (lookup.email !== undefined) return { email: lookup.email };
  if (lookup.mobile !== undefined) return { mobile: lookup.mobile };
  throw new HttpError(400, 'Give exactly one of email or mobile');
}

/** The instant `months` calendar months before `now` (ISO, UTC). */
export function monthsBefore(now: Date, months: number): string {
  const date = new Date(now.getTime());
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
}

/**
 * A person's data rights, exercised by the administrator (decision 087): what is held about
 * them, and its erasure; and the retention limit on enquiries (site.config.json privacy).
 */
export function peopleService({
  db,
  config,
}: {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'site'>;
}) {
  return {
    /** Everything held about one person: enquiries, accounts (no hash), consents, requirements. */
    async export(lookup: PersonLookup): Promise<PersonExport> {
      const person = keyOf(lookup);
      const [enquiries, accounts, consents] = await Promise.all([
        findEnquiriesOfPerson(db, person),
        findAccountsOfPerson(db, person),
        findConsents(db, person),
      ]);
      const found = await findRequirementsOfPerson(
        db,
        person,
        accounts.map((account) => account.id),
      );
      const requirements = await withLists(db, found);
      return { lookup: person, exportedAt: nowIso(), enquiries, accounts, consents, requirements };
    },

    /**
     * In one transaction: the person's enquiries are anonymised, their requirements deleted,
     * their agent account is deleted (its properties go to the administrator, as a user delete
     * does), their consents are withdrawn and cleared, and an erasure record keeps the counts and who asked, nobody's data.
     * The administrator's account is refused (403), and nothing is erased then.
     */
    async erase(lookup: PersonLookup, actor: AuthUser | null): Promise<ErasureResult> {
      const person = keyOf(lookup);
      return db.transaction().execute(async (trx) => {
        const accounts = await findAccountsOfPerson(trx, person);
        for (const account of accounts) assertNotProtected(account, actor, 'deleted');
        const enquiries = await findEnquiriesOfPerson(trx, person);
        const consents = await findConsents(trx, person);
        // Before the accounts go: a registration's requirement names its account.
        const requirements = await findRequirementsOfPerson(
          trx,
          person,
          accounts.map((account) => account.id),
        );
        const now = nowIso();
        await anonymiseEnquiries(
          trx,
          enquiries.map((enquiry) => enquiry.id),
        );
        await deleteRequirements(
          trx,
          requirements.map((requirement) => requirement.id),
        );
        for (const account of accounts) {
          await recordUserDeletion(trx, account, actor?.id ?? null);
          await deleteAccount(trx, account.id, actor?.id);
        }
        // Recorded, then stripped of the person: the history says an account went, not whose.
        await eraseChangesOfUsers(
          trx,
          accounts.map((account) => account.id),
        );
        await withdrawConsents(
          trx,
          consents.map((consent) => consent.id),
          now,
        );
        // Their unsent messages are cancelled, and the sent ones lose their text (decision 092).
        await scrubMessagesOfPerson(trx, person, now);
        const counts = {
          enquiries: enquiries.length,
          accounts: accounts.length,
          consents: consents.length,
          requirements: requirements.length,
        };
        await insertErasure(trx, {
          reason: 'request',
          erased_by: actor?.id ?? null,
          ...counts,
          erased_at: now,
        });
        return { message: PERSON_ERASED, ...counts };
      });
    },

    /**
     * Anonymises the enquiries older than the retention period that still name someone, and
     * clears the person from the consents given with enquiries then; running it again changes
     * nothing. Returns how many records it anonymised.
     */
    async applyRetention(now: Date = new Date()): Promise<number> {
      const before = monthsBefore(now, config.site.privacy.retentionMonths);
      return db.transaction().execute(async (trx) => {
        const ids = await findIdentifiedEnquiriesBefore(trx, before);
        if (ids.length > 0) await anonymiseEnquiries(trx, ids);
        const consents = await clearEnquiryConsentsBefore(trx, before);
        if (ids.length === 0 && consents === 0) return 0;
        await insertErasure(trx, {
          reason: 'retention',
          erased_by: null,
          enquiries: ids.length,
          accounts: 0,
          consents,
          requirements: 0,
          erased_at: now.toISOString(),
        });
        return ids.length + consents;
      });
    },
  };
}
