import { IMAGE_SLOTS, type FieldErrors } from 'shared-api/contract';
import type { ReceivedFile } from './read-form';

/** Error-map key of a sanction's file: the multipart field name the forms use. */
export const sanctionFileKey = (sanctionId: number): string => `sanctionFiles[${sanctionId}]`;

const oneOnly = (what: string) => `Only one file can be sent for ${what}`;

/**
 * Image files by slot (1..6). `imageN` parts name their slot; `images` parts (the spec's
 * "only non-empty slots, in order") fill the free slots from image1 upwards, skipping `occupied`
 * (slots an update keeps).
 */
export function collectImages(
  files: readonly ReceivedFile[],
  errors: FieldErrors,
  occupied: ReadonlySet<number> = new Set(),
) {
  const slots = new Map<number, string>();
  for (const file of files) {
    if (file.target.slot !== 'image') continue;
    if (slots.has(file.target.index)) errors[`image${file.target.index}`] = oneOnly('this image');
    else slots.set(file.target.index, file.path);
  }
  let next = 1;
  for (const file of files) {
    if (file.target.slot !== 'images') continue;
    while (slots.has(next) || occupied.has(next)) next += 1;
    if (next > IMAGE_SLOTS) {
      errors.images = `At most ${IMAGE_SLOTS} images can be uploaded`;
      break;
    }
    slots.set(next, file.path);
  }
  return slots;
}

export function collectVideo(files: readonly ReceivedFile[], errors: FieldErrors): string | null {
  const videos = files.filter((file) => file.target.slot === 'video');
  if (videos.length > 1) errors.video = oneOnly('the video');
  return videos[0]?.path ?? null;
}

/**
 * Sanction files by sanction id: `sanctionFiles[<id>]` parts name their sanction; plain
 * `sanctionFiles` parts are paired, in order, with `pairing` (the request's sanction ids).
 */
export function collectSanctionFiles(
  files: readonly ReceivedFile[],
  pairing: readonly number[],
  errors: FieldErrors,
): Map<number, string> {
  const byId = new Map<number, string>();
  const put = (sanctionId: number, path: string) => {
    if (byId.has(sanctionId)) errors[sanctionFileKey(sanctionId)] = oneOnly('this sanction');
    else byId.set(sanctionId, path);
  };
  let position = 0;
  for (const file of files) {
    if (file.target.slot === 'sanctionFile') put(file.target.sanctionId, file.path);
    if (file.target.slot !== 'sanctionFiles') continue;
    const sanctionId = pairing[position];
    position += 1;
    if (sanctionId === undefined) {
      errors.sanctionFiles = 'Each sanction file must be paired with a selected sanction';
      continue;
    }
    put(sanctionId, file.path);
  }
  return byId;
}

/** Throws nothing; returns the stored paths that ended up in no slot (to remove). */
export function unusedPaths(
  files: readonly ReceivedFile[],
  used: Iterable<string | null | undefined>,
): string[] {
  const keep = new Set(used);
  return files.map((file) => file.path).filter((path) => !keep.has(path));
}
