import type { Kysely } from 'kysely';
import type { DashboardSummary } from 'shared-api/contract';
import type { Database } from '../db/schema';
import type { AuthUser } from '../plugins/auth';
import { countNewEnquiries } from '../repositories/enquiries';
import { countPendingUsers, countProperties } from '../repositories/users';

/** The dashboard's counts: an agent's own, all for the administrator, who also sees sign-ups. */
export function dashboardService({ db }: { db: Kysely<Database> }) {
  return {
    async summary(user: AuthUser): Promise<DashboardSummary> {
      const ownerId = user.role === 'admin' ? undefined : user.id;
      const [properties, newEnquiries] = await Promise.all([
        countProperties(db, ownerId),
        countNewEnquiries(db, ownerId),
      ]);
      if (user.role !== 'admin') return { properties, newEnquiries };
      return { properties, newEnquiries, pendingUsers: await countPendingUsers(db) };
    },
  };
}
