import type { OperationsStatus } from '../contract/operations';
import { apiClient } from '../http/api-client';

/** GET /api/operations/status (admin): the last backup and the outbox's backlog. */
export async function getOperationsStatus(): Promise<OperationsStatus> {
  const response = await apiClient.get<OperationsStatus>('/api/operations/status');
  return response.data;
}
