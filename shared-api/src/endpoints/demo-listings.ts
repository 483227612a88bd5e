import { apiClient } from '../http/api-client';

/** GET /api/property/demo (admin): how many demo listings of the first start remain. */
export async function getDemoListingCount(): Promise<{ count: number }> {
  const response = await apiClient.get<{ count: number }>('/api/property/demo');
  return response.data;
}

/** DELETE /api/property/demo (admin): every demo listing at once. */
export async function deleteDemoListings(): Promise<{ message: string; removed: number }> {
  const response = await apiClient.delete<{ message: string; removed: number }>(
    '/api/property/demo',
  );
  return response.data;
}
