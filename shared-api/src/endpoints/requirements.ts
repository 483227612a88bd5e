import type {
  CallerRequirementInput,
  MatchPageQuery,
  PropertyRequirementMatch,
  RequirementListQuery,
  RequirementMatch,
  RequirementRow,
  RequirementStatus,
} from '../contract/requirement';
import type { MessageResponse } from '../contract/types';
import { apiClient } from '../http/api-client';
import type { Page } from './properties';
import { readTotal, segment } from './paths';

async function getPage<T>(path: string, params: object): Promise<Page<T>> {
  const response = await apiClient.get<T[]>(path, { params });
  return { items: response.data, total: readTotal(response.headers, response.data.length) };
}

/** GET /api/requirements, newest first (an agent sees those matching their own listings). */
export function getRequirements(query: RequirementListQuery): Promise<Page<RequirementRow>> {
  return getPage('/api/requirements', query);
}

/** GET /api/requirements/{id}/matches: the listings that fit, best first. */
export function getRequirementMatches(
  id: number,
  query: MatchPageQuery,
): Promise<Page<RequirementMatch>> {
  return getPage(`/api/requirements/${segment(id)}/matches`, query);
}

/** GET /api/property/{id}/requirements: the open requirements a listing matches. */
export function getPropertyRequirements(
  propertyId: number,
  query: MatchPageQuery,
): Promise<Page<PropertyRequirementMatch>> {
  return getPage(`/api/property/${segment(propertyId)}/requirements`, query);
}

/** GET /api/property/requirement-counts?ids=…: open requirements matched, per listing id. */
export async function getRequirementCounts(ids: number[]): Promise<Record<string, number>> {
  const response = await apiClient.get<Record<string, number>>('/api/property/requirement-counts', {
    params: { ids: ids.join(',') },
  });
  return response.data;
}

/** The answer of PATCH /api/requirements/{id}. */
export interface RequirementStatusUpdated extends MessageResponse {
  id: number;
  status: RequirementStatus;
}

/** PATCH /api/requirements/{id} `{ status }`. */
export async function updateRequirementStatus(
  id: number,
  status: RequirementStatus,
): Promise<RequirementStatusUpdated> {
  const response = await apiClient.patch<RequirementStatusUpdated>(
    `/api/requirements/${segment(id)}`,
    { status },
  );
  return response.data;
}

/** The answer of POST /api/requirements. */
export interface RequirementAdded extends MessageResponse {
  id: number;
}

/** POST /api/requirements: the staff record what a caller wants. */
export async function addCallerRequirement(
  input: CallerRequirementInput,
): Promise<RequirementAdded> {
  const response = await apiClient.post<RequirementAdded>('/api/requirements', input);
  return response.data;
}
