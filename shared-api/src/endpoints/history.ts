import type { ChangeListQuery, ChangeRecord } from '../contract/history';
import { apiClient } from '../http/api-client';
import { readTotal, segment } from './paths';
import type { Page } from './properties';

/** GET /api/property/{id}/history: a listing's recorded changes, newest first. */
export async function getPropertyHistory(id: number): Promise<ChangeRecord[]> {
  const response = await apiClient.get<ChangeRecord[]>(`/api/property/${segment(id)}/history`);
  return response.data;
}

/** The Activity screen's filters as the URL and the form keep them (absent: any). */
export type ChangeFilters = Partial<Omit<ChangeListQuery, 'limit' | 'offset'>>;

/** GET /api/history (administrator): a page of every recorded change; total from X-Total-Count. */
export async function getChanges(
  query: ChangeFilters & { limit: number; offset: number },
): Promise<Page<ChangeRecord>> {
  const response = await apiClient.get<ChangeRecord[]>('/api/history', { params: query });
  return { items: response.data, total: readTotal(response.headers, response.data.length) };
}
