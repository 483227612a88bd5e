import type { Kysely } from 'kysely';
import type { DashboardSummary } from 'shared-api/contract';
import type { Database } from '../db/schema';
import type { AuthUser } from '../plugins/auth';
import { countNewEnquiries } from '../repositories/enquiries';
import { countNewMatches } from '../repositories/requirement-pairs';
import { countPendingUsers, countProperties } from '../repositories/users';

/** How far back a match counts as new on the dashboard. */
const NEW_MATCH_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The dashboard's counts: an agent's own, all for the administrator, who also sees sign-ups. */
export function dashboardService({ db }: { db: Kysely<Database> }) {
  return {
    async summary(user: AuthUser, now: Date = new Date()): Promise<DashboardSummary> {
      const ownerId = user.role === 'admin' ? undefined : user.id;
      const since = new Date(now.getTime() - NEW_MATCH_DAYS * DAY_MS).toISOString();
      const [properties, newEnquiries, newMatches] = await Promise.all([
        countProperties(db, ownerId),
        countNewEnquiries(db, ownerId),
        countNewMatches(db, since, ownerId),
      ]);
      const counts = { properties, newEnquiries, newMatches };
      if (user.role !== 'admin') return counts;
      return { ...counts, pendingUsers: await countPendingUsers(db) };
    },
  };
}
