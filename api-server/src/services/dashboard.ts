import type { Kysely } from 'kysely';
import type { DashboardSummary } from 'shared-api/contract';
import type { Database } from '../db/schema';
import type { AuthUser } from '../plugins/auth';
import { countNewEnquiries, findReplyFigures } from '../repositories/enquiries';
import { countNewMatches } from '../repositories/requirement-pairs';
import { countPendingBuyers, countProperties } from '../repositories/users';

/** How far back a match counts as new on the dashboard. */
const NEW_MATCH_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The median of these durations in whole minutes (rounded), or null for none. */
export function medianMinutes(seconds: readonly number[]): number | null {
  if (seconds.length === 0) return null;
  const sorted = [...seconds].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(median / 60);
}

/** The dashboard's counts: an agent's own, all for the administrator, who also sees sign-ups. */
export function dashboardService({ db }: { db: Kysely<Database> }) {
  return {
    async summary(user: AuthUser, now: Date = new Date()): Promise<DashboardSummary> {
      const ownerId = user.role === 'admin' ? undefined : user.id;
      const since = new Date(now.getTime() - NEW_MATCH_DAYS * DAY_MS).toISOString();
      const waitingBefore = new Date(now.getTime() - HOUR_MS).toISOString();
      const [properties, newEnquiries, newMatches, replies] = await Promise.all([
        countProperties(db, ownerId),
        countNewEnquiries(db, ownerId),
        countNewMatches(db, since, ownerId),
        findReplyFigures(db, { userId: ownerId, since, waitingBefore }),
      ]);
      const counts = {
        properties,
        newEnquiries,
        newMatches,
        medianFirstReplyMinutes: medianMinutes(replies.replySeconds),
        waitingOverHour: replies.waitingOverHour,
      };
      if (user.role !== 'admin') return counts;
      return { ...counts, pendingUsers: await countPendingBuyers(db) };
    },
  };
}
