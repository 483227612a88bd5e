import { MASTERS } from 'shared-api/contract';
import {
  draftFields,
  requiredFiles,
  type LookupIds,
} from '../../../api-server/test/routes/property/setup';
import type { FilePart } from '../../../api-server/test/uploads/fixtures';

/** The first two rows of every lookup list, read through the public API. */
export async function fetchLookupIds(apiUrl: string): Promise<LookupIds> {
  const ids: Partial<LookupIds> = {};
  for (const master of MASTERS) {
    const response = await fetch(`${apiUrl}/api/master_table/${master.paths.list}`);
    if (!response.ok) throw new Error(`${master.paths.list}: ${response.status}`);
    const rows = (await response.json()) as { id: number }[];
    const [first, second] = rows;
    if (!first || !second) throw new Error(`${master.paths.list} has fewer than two rows`);
    ids[master.key] = [first.id, second.id];
  }
  return ids as LookupIds;
}

/** The files of a valid form: image1, image2, a video and the first sanction's PDF (made once, reused). */
export function propertyFiles(ids: LookupIds): Promise<FilePart[]> {
  return requiredFiles(ids);
}

/** A complete, valid add-property form (every required field, two images, a video, a sanction file). */
export function validPropertyForm(
  ids: LookupIds,
  files: readonly FilePart[],
  overrides: Record<string, string | string[]> = {},
): FormData {
  const fields = draftFields(ids, overrides);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) form.append(name, item);
  }
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.content)], {
      type: file.contentType ?? 'application/octet-stream',
    });
    form.append(file.name, blob, file.filename ?? 'upload.bin');
  }
  return form;
}
