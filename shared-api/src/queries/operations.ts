import { queryOptions } from '@tanstack/react-query';
import { getOperationsStatus } from '../endpoints/operations';

/** Query keys of the administrator's site health. */
export const operationsKeys = {
  status: ['operations', 'status'] as const,
};

/** GET /api/operations/status: the dashboard's backup and messages panel (admin only). */
export function operationsStatusQuery() {
  return queryOptions({ queryKey: operationsKeys.status, queryFn: getOperationsStatus });
}
