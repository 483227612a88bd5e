import type { ErasureResult, PersonExport, PersonLookup } from '../contract/privacy';
import { apiClient } from '../http/api-client';

/** GET /api/people/export?email=… or ?mobile=…: everything held about one person (admin). */
export async function exportPerson(lookup: PersonLookup): Promise<PersonExport> {
  const response = await apiClient.get<PersonExport>('/api/people/export', { params: lookup });
  return response.data;
}

/** POST /api/people/erase `{ email }` or `{ mobile }`: erases one person (admin); the counts. */
export async function erasePerson(lookup: PersonLookup): Promise<ErasureResult> {
  const response = await apiClient.post<ErasureResult>('/api/people/erase', lookup);
  return response.data;
}
