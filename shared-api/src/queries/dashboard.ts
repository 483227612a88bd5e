import { queryOptions } from '@tanstack/react-query';
import { getDashboardSummary } from '../endpoints/enquiries';

/** Query keys of the signed-in user's counts. */
export const dashboardKeys = {
  summary: ['dashboard', 'summary'] as const,
};

/** GET /api/dashboard/summary: the dashboard's counts and the notifications badge. */
export function dashboardSummaryQuery() {
  return queryOptions({ queryKey: dashboardKeys.summary, queryFn: getDashboardSummary });
}
