import type { AxiosProgressEvent } from 'axios';
import type { PropertyListQuery } from '../contract/property';
import type {
  MessageResponse,
  PropertyDetail,
  PropertyFullRead,
  PropertyListItem,
  PropertySaved,
} from '../contract/types';
import { apiClient } from '../http/api-client';
import { readTotal, segment } from './paths';

/** A page of a list and the total count the server reported. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** A list as the API reads it: one comma list (`bhk=2,3`), left out when empty. */
function commaList(values: readonly number[] | undefined): string | undefined {
  return values && values.length > 0 ? values.join(',') : undefined;
}

/**
 * GET /api/property/properties with optional paging and filters; total from `X-Total-Count`.
 * Bedroom counts and ids travel as comma lists (`bhk=2,3`, `ids=7,12`).
 */
export async function getProperties(
  query: Partial<PropertyListQuery> = {},
): Promise<Page<PropertyListItem>> {
  const { bhk, ids, ...rest } = query;
  const response = await apiClient.get<PropertyListItem[]>('/api/property/properties', {
    params: { ...rest, bhk: commaList(bhk), ids: commaList(ids) },
  });
  return { items: response.data, total: readTotal(response.headers, response.data.length) };
}

/** axios' upload progress as the fraction 0..1 the forms' progress bar shows. */
function toFraction(onProgress?: (fraction: number) => void) {
  return (
    onProgress && ((event: AxiosProgressEvent) => onProgress(Math.min(1, event.progress ?? 0)))
  );
}

/** Whether a route parameter can name a property (a positive whole number, as the API accepts). */
export function isPropertyId(value: string | undefined): value is string {
  return value !== undefined && /^[1-9]\d{0,15}$/.test(value);
}

/** GET /api/property/details/{property_id} (public detail page). */
export async function getPropertyDetails(id: number | string): Promise<PropertyDetail> {
  const response = await apiClient.get<PropertyDetail>(`/api/property/details/${segment(id)}`);
  return response.data;
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
    onUploadProgress: toFraction(onProgress),
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
    onUploadProgress: toFraction(onProgress),
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
