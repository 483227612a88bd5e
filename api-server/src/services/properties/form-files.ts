import { idList, IMAGE_SLOTS, type FieldErrors } from 'shared-api/contract';
import type { FileTarget, ReceivedFile } from './received-form';

/** Error-map key of a sanction's file: the multipart field name the forms use. */
export const sanctionFileKey = (sanctionId: number): string => `sanctionFiles[${sanctionId}]`;

const oneOnly = (what: string) => `Only one file can be sent for ${what}`;
const TOO_MANY_IMAGES = `At most ${IMAGE_SLOTS} images can be uploaded`;
const UNPAIRED_SANCTION_FILE = 'Each sanction file must be paired with a selected sanction';
/** A sanction file whose sanction the form does not select. */
export const SANCTION_NOT_SELECTED = 'This sanction is not selected';

/**
 * Image files by slot (1..6). `imageN` parts name their slot; `images` parts (the product’s
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
      errors.images = TOO_MANY_IMAGES;
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
      errors.sanctionFiles = UNPAIRED_SANCTION_FILE;
      continue;
    }
    put(sanctionId, file.path);
  }
  return byId;
}

/** Ids of a list field, or null while it has not arrived or cannot be read (judged later). */
function idsOf(value: string | string[] | undefined): number[] | null {
  if (value === undefined) return null;
  const result = idList(null).safeParse(value);
  return result.success ? result.data : null;
}

/**
 * The sanctions a form names in the fields that arrived before a file part, or null when they are
 * not known yet. Store: `sanction` and `sanctionIds`. Update (`stored` given): the stored sanctions
 * and `sanctionIds`, minus `deletedSanctions`, once `sanctionIds` has arrived (before, the new
 * sanctions are unknown). A list field is taken as whole once a file part follows it: browsers send
 * a form's fields in order, and a later `deletedSanctions` only narrows what a valid form may send.
 */
export function sanctionsSoFar(
  fields: Readonly<Record<string, string | string[]>>,
  stored: readonly number[] | null,
): Set<number> | null {
  const sent = idsOf(fields.sanctionIds);
  if (stored) {
    if (!sent) return null;
    const deleted = new Set(idsOf(fields.deletedSanctions) ?? []);
    return new Set([...stored, ...sent].filter((id) => !deleted.has(id)));
  }
  const selected = idsOf(fields.sanction);
  if (!selected && !sent) return null;
  return new Set([...(selected ?? []), ...(sent ?? [])]);
}

/**
 * The refusal of a file part that cannot fit the form whatever follows, decided as it arrives
 * (before it is stored): a 7th image, a second file for one image slot, a second video, a second
 * file for one sanction, and a sanction file beyond `sanctions` (see `sanctionsSoFar`; when they
 * are not known yet, `collectSanctionFiles` judges after parsing). Null when the part may fit.
 * The messages and keys are those of the checks after parsing.
 */
export function refuseFilePart(
  target: FileTarget,
  received: readonly ReceivedFile[],
  sanctions: ReadonlySet<number> | null,
): FieldErrors | null {
  const earlier = received.map((file) => file.target);
  const count = (...slots: FileTarget['slot'][]) =>
    earlier.filter((seen) => slots.includes(seen.slot)).length;
  if (target.slot === 'image') {
    const { index } = target;
    if (earlier.some((seen) => seen.slot === 'image' && seen.index === index)) {
      return { [`image${index}`]: oneOnly('this image') };
    }
  }
  if (target.slot === 'image' || target.slot === 'images') {
    return count('image', 'images') >= IMAGE_SLOTS ? { images: TOO_MANY_IMAGES } : null;
  }
  if (target.slot === 'video') {
    return count('video') > 0 ? { video: oneOnly('the video') } : null;
  }
  if (target.slot === 'sanctionFile') {
    const { sanctionId } = target;
    const key = sanctionFileKey(sanctionId);
    if (earlier.some((seen) => seen.slot === 'sanctionFile' && seen.sanctionId === sanctionId)) {
      return { [key]: oneOnly('this sanction') };
    }
    if (sanctions && !sanctions.has(sanctionId)) return { [key]: SANCTION_NOT_SELECTED };
  }
  if (sanctions && count('sanctionFile', 'sanctionFiles') >= sanctions.size) {
    return { sanctionFiles: UNPAIRED_SANCTION_FILE };
  }
  return null;
}
