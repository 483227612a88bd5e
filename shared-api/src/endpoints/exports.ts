import { apiClient } from '../http/api-client';

/** The lists that download as CSV (decision 098), by their export's path. */
export const EXPORT_PATHS = {
  properties: '/api/property/export.csv',
  enquiries: '/api/enquiries/export.csv',
  requirements: '/api/requirements/export.csv',
} as const;
export type ExportList = keyof typeof EXPORT_PATHS;

/**
 * GET one list's export.csv with the list's own filters, as the signed-in person (the token goes
 * with the request, which a plain link could not carry). Answers the file and its name.
 */
export async function getExport(
  list: ExportList,
  params: Record<string, string | number | boolean | undefined>,
): Promise<{ file: Blob; name: string }> {
  const response = await apiClient.get<Blob>(EXPORT_PATHS[list], {
    params,
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${list}.csv`;
  return { file: response.data, name };
}
