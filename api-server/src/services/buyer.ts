import type { Kysely } from 'kysely';
import {
  BUYER_MATCHES_SHOWN,
  type BuyerHome,
  type ErasureResult,
  type PersonExport,
} from 'shared-api/contract';
import type { Database } from '../db/schema';
import { httpError } from '../lib/http-error';
import { nowIso } from '../lib/tokens';
import { SIGN_IN_MESSAGE, type AuthUser } from '../plugins/auth';
import type { AppConfig } from '../plugins/env';
import { findStandingConsentIds, insertConsent, withdrawConsents } from '../repositories/consents';
import { findRequirementsOfUser, withLists } from '../repositories/requirements';
import { findUserContact } from '../repositories/users';
import { peopleService } from './people';
import { listingsOf } from './requirements';

type Db = Kysely<Database>;

/**
 * A signed-in buyer's own page (decision 094): their requirements with the listings they match, their
 * new-listing alerts (the marketing consent of decision 087) and their data rights, which are the
 * administrator's export and erasure (services/people.ts) keyed on the buyer's own e-mail.
 */
export function buyerService({ db, config }: { db: Db; config: Pick<AppConfig, 'site'> }) {
  const people = peopleService({ db, config });

  async function contactOf(user: AuthUser) {
    const contact = await findUserContact(db, user.id);
    // Deleted between the session check and now: the session is gone with it.
    if (!contact) throw httpError(401, SIGN_IN_MESSAGE);
    return contact;
  }

  return {
    async home(user: AuthUser): Promise<BuyerHome> {
      const contact = await contactOf(user);
      const [found, marketing] = await Promise.all([
        findRequirementsOfUser(db, user.id),
        findStandingConsentIds(db, contact.email, 'marketing'),
      ]);
      const listed = await withLists(db, found);
      const requirements = await Promise.all(
        listed.map(async (requirement) => {
          const { items, total } = await listingsOf(db, requirement, {
            limit: BUYER_MATCHES_SHOWN,
          });
          return { ...requirement, matches: items, matchCount: total };
        }),
      );
      return { ...contact, marketing: marketing.length > 0, requirements };
    },

    /**
     * Gives the marketing consent (recorded as given with the registration, under today's notice)
     * or withdraws every standing one; doing what is already so changes nothing.
     */
    async setMarketing(user: AuthUser, marketing: boolean): Promise<boolean> {
      const contact = await contactOf(user);
      await db.transaction().execute(async (trx) => {
        const standing = await findStandingConsentIds(trx, contact.email, 'marketing');
        const now = nowIso();
        if (!marketing) return withdrawConsents(trx, standing, now);
        if (standing.length > 0) return undefined;
        return insertConsent(trx, {
          purpose: 'marketing',
          source: 'registration',
          noticeVersion: config.site.privacy.noticeVersion,
          email: contact.email,
          mobile: contact.mobile,
          now,
        });
      });
      return marketing;
    },

    async export(user: AuthUser): Promise<PersonExport> {
      const { email } = await contactOf(user);
      return people.export({ email });
    },

    /** The buyer's own erasure: no administrator asked, so the record names nobody. */
    async erase(user: AuthUser): Promise<ErasureResult> {
      const { email } = await contactOf(user);
      return people.erase({ email }, null);
    },
  };
}
