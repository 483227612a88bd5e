import { getMaster, type MasterDescriptor } from '../contract/masters';
import type { LookupItem, MessageResponse } from '../contract/types';
import { apiClient } from '../http/api-client';
import { segment } from './paths';

const BASE = '/api/master_table';

/** GET /api/master_table/get_* for one lookup list. */
export async function getLookup(master: MasterDescriptor): Promise<LookupItem[]> {
  const response = await apiClient.get<LookupItem[]>(`${BASE}/${master.paths.list}`);
  return response.data;
}

/** GET /api/master_table/get_cities. */
export function getCities(): Promise<LookupItem[]> {
  return getLookup(getMaster('cities'));
}

// Lists with a file (sanction) are multipart: the name under the descriptor's field, plus `file`;
// the others are JSON `{ [field]: name }`.
function toBody(master: MasterDescriptor, name: string, file?: File | null): FormData | object {
  if (!master.hasFile) return { [master.field]: name };
  const form = new FormData();
  form.append(master.field, name);
  if (file) form.append('file', file);
  return form;
}

/** POST /api/master_table/add_*. */
export async function addMasterItem(
  master: MasterDescriptor,
  name: string,
  file?: File | null,
): Promise<MessageResponse> {
  const response = await apiClient.post<MessageResponse>(
    `${BASE}/${master.paths.add}`,
    toBody(master, name, file),
  );
  return response.data;
}

/** PUT /api/master_table/update_*\/{id}. */
export async function updateMasterItem(
  master: MasterDescriptor,
  id: number,
  name: string,
  file?: File | null,
): Promise<MessageResponse> {
  const response = await apiClient.put<MessageResponse>(
    `${BASE}/${master.paths.update}/${segment(id)}`,
    toBody(master, name, file),
  );
  return response.data;
}

/** DELETE /api/master_table/delete_*\/{id}. */
export async function deleteMasterItem(
  master: MasterDescriptor,
  id: number,
): Promise<MessageResponse> {
  const response = await apiClient.delete<MessageResponse>(
    `${BASE}/${master.paths.delete}/${segment(id)}`,
  );
  return response.data;
}
