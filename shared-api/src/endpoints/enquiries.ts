import type { EnquiryInput, EnquiryStatus } from '../contract/enquiry';
import type { DashboardSummary, EnquiryRow, MessageResponse } from '../contract/types';
import { apiClient } from '../http/api-client';
import type { Page } from './properties';
import { readTotal, segment } from './paths';

/** POST /api/master_table/connect (the "I'm Interested" form). */
export async function sendEnquiry(input: EnquiryInput): Promise<MessageResponse> {
  const response = await apiClient.post<MessageResponse>('/api/master_table/connect', input);
  return response.data;
}

/** GET /api/enquiries, newest first; total from `X-Total-Count`. */
export async function getEnquiries(query: {
  limit: number;
  offset: number;
  status?: EnquiryStatus;
}): Promise<Page<EnquiryRow>> {
  const response = await apiClient.get<EnquiryRow[]>('/api/enquiries', { params: query });
  return { items: response.data, total: readTotal(response.headers, response.data.length) };
}

/** The answer of PATCH /api/enquiries/{id}. */
export interface EnquiryStatusUpdated extends MessageResponse {
  id: number;
  status: EnquiryStatus;
}

/** PATCH /api/enquiries/{id} `{ status }`. */
export async function updateEnquiryStatus(
  id: number,
  status: EnquiryStatus,
): Promise<EnquiryStatusUpdated> {
  const response = await apiClient.patch<EnquiryStatusUpdated>(`/api/enquiries/${segment(id)}`, {
    status,
  });
  return response.data;
}

/** GET /api/dashboard/summary. */
export async function getDashboardSummary(): Promise<DashboardSummary> {
  const response = await apiClient.get<DashboardSummary>('/api/dashboard/summary');
  return response.data;
}
