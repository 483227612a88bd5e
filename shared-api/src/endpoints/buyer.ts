import type { AlertPreferences, BuyerHome } from '../contract/buyer';
import type { ErasureResult, PersonExport } from '../contract/privacy';
import { apiClient } from '../http/api-client';

/** GET /api/buyer/requirement: the signed-in buyer's requirements, matches and alerts. */
export async function getBuyerHome(): Promise<BuyerHome> {
  const response = await apiClient.get<BuyerHome>('/api/buyer/requirement');
  return response.data;
}

/** PUT /api/buyer/alerts: new-listing alerts on or off (the marketing consent). */
export async function setBuyerAlerts(
  preferences: AlertPreferences,
): Promise<{ message: string; marketing: boolean }> {
  const response = await apiClient.put<{ message: string; marketing: boolean }>(
    '/api/buyer/alerts',
    preferences,
  );
  return response.data;
}

/** GET /api/buyer/export: everything held about the signed-in buyer. */
export async function exportBuyerData(): Promise<PersonExport> {
  const response = await apiClient.get<PersonExport>('/api/buyer/export');
  return response.data;
}

/** DELETE /api/buyer/account: the buyer's own erasure; their session ends with it. */
export async function deleteBuyerAccount(): Promise<ErasureResult> {
  const response = await apiClient.delete<ErasureResult>('/api/buyer/account');
  return response.data;
}
