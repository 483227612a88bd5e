import type { PropertyListQuery } from '../contract/property';
import type {
  MessageResponse,
  PropertyDetail,
  PropertyFullRead,
  PropertyListItem,
  PropertySaved,
} from '../contract/types';
import { apiClient } from '../http/api-client';
import { readTotal, segment, toFraction } from './paths';

/** A page of a list and the total count the server reported. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** GET /api/property/properties with optional paging and filters; total from `X-Total-Count`. */
export async function getProperties(
  query: Partial<PropertyListQuery> = {},
): Promise<Page<PropertyListItem>> {
  const response = await apiClient.get<PropertyListItem[]>('/api/property/properties', {
    params: query,
  });
  return { items: response.data, total: readTotal(response.headers, response.data.length) };
}

async function readPropertyDetails(id: number | string): Promise<PropertyDetail> {
  const response = await apiClient.get<PropertyDetail>(`/api/property/details/${segment(id)}`);
  return response.data;
}

/** How long a details read started at boot may wait for the page that asked for it. */
export const PREFETCH_MAX_AGE_MS = 30_000;

// One read started before its page had loaded (shared-api is a shared singleton, so the host starts
// it and the remote's page takes it). Taken once: any later read of that property asks again.
let prefetched: { id: string; startedAt: number; answer: Promise<PropertyDetail> } | null = null;

/** Whether a route parameter can name a property (a positive whole number, as the API accepts). */
export function isPropertyId(value: string | undefined): value is string {
  return value !== undefined && /^[1-9]\d{0,15}$/.test(value);
}

/**
 * Starts reading a property's details now, for a details page still downloading: the page's own
 * read then takes this answer instead of starting after the page has rendered. A failure reaches
 * that read, like any other.
 */
export function prefetchPropertyDetails(id: string): void {
  const answer = readPropertyDetails(id);
  // Not an unhandled rejection if no page ever takes it; the page that does sees the error.
  answer.catch(() => undefined);
  prefetched = { id, startedAt: Date.now(), answer };
}

/**
 * The read started at boot for this property while no page has taken it yet, else null. Looking
 * leaves it in place: a page opened at the property's address waits for it (React's `use`) and
 * renders complete at once, then takes it with getPropertyDetails.
 */
export function peekPropertyDetails(id: string): Promise<PropertyDetail> | null {
  const early = prefetched;
  const isFresh = early?.id === id && Date.now() - early.startedAt <= PREFETCH_MAX_AGE_MS;
  return isFresh ? early.answer : null;
}

/** GET /api/property/details/{property_id} (public detail page). */
export async function getPropertyDetails(id: number | string): Promise<PropertyDetail> {
  const early = prefetched;
  if (early?.id === String(id)) {
    prefetched = null;
    if (Date.now() - early.startedAt <= PREFETCH_MAX_AGE_MS) return early.answer;
  }
  return readPropertyDetails(id);
}

/** GET /api/property/get_allproperty/{id} (the edit form's full read). */
export async function getPropertyForEdit(id: number | string): Promise<PropertyFullRead> {
  const response = await apiClient.get<PropertyFullRead>(
    `/api/property/get_allproperty/${segment(id)}`,
  );
  return response.data;
}

/** POST /api/property/store (multipart); `onProgress` receives the uploaded fraction 0..1. */
export async function createProperty(
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<PropertySaved> {
  const response = await apiClient.post<PropertySaved>('/api/property/store', form, {
    onUploadProgress: onProgress ? (event) => onProgress(toFraction(event)) : undefined,
  });
  return response.data;
}

/** PUT /api/property/update/{id} (multipart); `onProgress` receives the uploaded fraction 0..1. */
export async function updateProperty(
  id: number | string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<PropertySaved> {
  const response = await apiClient.put<PropertySaved>(`/api/property/update/${segment(id)}`, form, {
    onUploadProgress: onProgress ? (event) => onProgress(toFraction(event)) : undefined,
  });
  return response.data;
}

/** DELETE /api/property/deleteSanction/{propertyId}/{sanctionId}. */
export async function deletePropertySanction(
  propertyId: number | string,
  sanctionId: number | string,
): Promise<MessageResponse> {
  const response = await apiClient.delete<MessageResponse>(
    `/api/property/deleteSanction/${segment(propertyId)}/${segment(sanctionId)}`,
  );
  return response.data;
}

/** DELETE /api/property/properties/{id}. */
export async function deleteProperty(id: number | string): Promise<MessageResponse> {
  const response = await apiClient.delete<MessageResponse>(
    `/api/property/properties/${segment(id)}`,
  );
  return response.data;
}
