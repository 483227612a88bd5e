import type {
  EnquirySort,
  InboxEnquiry,
  MessageListQuery,
  MessageRow,
  WhatsappSettingsInput,
} from '../contract/messages';
import type { EnquiryStatus } from '../contract/enquiry';
import type { MessageResponse } from '../contract/types';
import { apiClient } from '../http/api-client';
import type { Page } from './properties';
import { readTotal, segment } from './paths';

/** GET /api/messages (admin): the outbox, newest first; total from `X-Total-Count`. */
export async function getMessages(query: Partial<MessageListQuery>): Promise<Page<MessageRow>> {
  const response = await apiClient.get<MessageRow[]>('/api/messages', { params: query });
  return { items: response.data, total: readTotal(response.headers, response.data.length) };
}

/** POST /api/messages/{id}/retry (admin): "Retry now" for a failed message. */
export async function retryMessage(id: number): Promise<MessageResponse> {
  const response = await apiClient.post<MessageResponse>(`/api/messages/${segment(id)}/retry`);
  return response.data;
}

/** GET /api/enquiries with whether each lead's alerts went out; `waiting` lists the unanswered first. */
export async function getInbox(query: {
  limit: number;
  offset: number;
  status?: EnquiryStatus;
  sort?: EnquirySort;
}): Promise<Page<InboxEnquiry>> {
  const response = await apiClient.get<InboxEnquiry[]>('/api/enquiries', { params: query });
  return { items: response.data, total: readTotal(response.headers, response.data.length) };
}

/** GET /api/enquiries/{id}: one lead, where a new-lead alert's link (`/enquiries?lead=id`) leads. */
export async function getEnquiry(id: number): Promise<InboxEnquiry> {
  const response = await apiClient.get<InboxEnquiry>(`/api/enquiries/${segment(id)}`);
  return response.data;
}

/** A staff member's own WhatsApp alert settings, as the API answers them. */
export interface WhatsappSettings {
  whatsapp: string | null;
  whatsappOptIn: boolean;
}

/** GET /api/profile/whatsapp. */
export async function getWhatsappSettings(): Promise<WhatsappSettings> {
  const response = await apiClient.get<WhatsappSettings>('/api/profile/whatsapp');
  return response.data;
}

/** PUT /api/profile/whatsapp: the number and the opt-in to new-lead alerts there. */
export async function setWhatsappSettings(input: WhatsappSettingsInput): Promise<WhatsappSettings> {
  const response = await apiClient.put<WhatsappSettings>('/api/profile/whatsapp', input);
  return response.data;
}
