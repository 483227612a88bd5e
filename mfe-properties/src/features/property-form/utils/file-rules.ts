import { PROPERTY_FILE_MESSAGES, UPLOAD_LIMITS } from 'shared-api/contract';
import type { FileSlotName } from './form-values';

export type UploadKind = keyof typeof UPLOAD_LIMITS;

/** What each file input accepts (the browser's picker filter; the server checks the content). */
export const ACCEPT: Record<UploadKind, string> = {
  image: 'image/*',
  video: 'video/*',
  document: 'image/*,application/pdf',
};

// What the server keeps (it decides by content; these MIME types are the browser's guess).
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const KNOWN_TYPES: Record<UploadKind, readonly string[]> = {
  image: IMAGE_TYPES,
  video: ['video/mp4', 'video/webm'],
  document: ['application/pdf', ...IMAGE_TYPES],
};

const KIND_LABEL: Record<UploadKind, string> = {
  image: 'a JPEG, PNG or WebP image',
  video: 'an MP4 or WebM video',
  document: 'a PDF or a JPEG, PNG or WebP image',
};

export const formatMegabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;

// An empty type means the browser could not tell; the server decides by content then.
const matchesKind = (file: File, kind: UploadKind): boolean =>
  file.type === '' || KNOWN_TYPES[kind].includes(file.type);

/**
 * Refuses early what the server would refuse after a long upload: a file above the kind's size
 * limit or plainly of another kind. Returns the message, or null when the file looks acceptable.
 */
export function checkFile(file: File, kind: UploadKind): string | null {
  if (!matchesKind(file, kind)) return `${file.name} is not ${KIND_LABEL[kind]}`;
  const limit = UPLOAD_LIMITS[kind];
  if (file.size > limit) {
    return `${file.name} is too large (${formatMegabytes(file.size)}); the limit is ${formatMegabytes(limit)}`;
  }
  return null;
}

export const slotKind = (slot: FileSlotName): UploadKind => (slot === 'video' ? 'video' : 'image');

/** Error-map key of a sanction's file, as the server names the multipart field. */
export const sanctionFileKey = (sanctionId: string | number): string =>
  `sanctionFiles[${sanctionId}]`;

export interface FileSelections {
  slots: Partial<Record<FileSlotName, File>>;
  /** By sanction id. */
  sanctionFiles: Record<string, File>;
}

export interface FileRuleContext {
  selectedSanctions: readonly string[];
  /**
   * True on the edit page. Images 1 and 2 and the video are required when a property is created;
   * an update keeps what is stored (the product shows listings without them: the placeholder image,
   * 'Video not available'), so they are not asked for again.
   */
  isUpdate?: boolean;
  /** Sanctions the property already has (edit page): a new file is optional for them. */
  storedSanctions?: ReadonlySet<string>;
}

const REQUIRED_SLOTS = {
  image1: PROPERTY_FILE_MESSAGES.image1,
  image2: PROPERTY_FILE_MESSAGES.image2,
  video: PROPERTY_FILE_MESSAGES.video,
} as const;

/** The file rules of the form: required slots, one file per checked sanction, size and kind. */
export function validateFiles(
  selections: FileSelections,
  context: FileRuleContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [slot, file] of Object.entries(selections.slots) as [FileSlotName, File][]) {
    const problem = checkFile(file, slotKind(slot));
    if (problem) errors[slot] = problem;
  }
  for (const [slot, message] of Object.entries(REQUIRED_SLOTS) as [FileSlotName, string][]) {
    if (!context.isUpdate && !selections.slots[slot]) errors[slot] = message;
  }
  for (const id of context.selectedSanctions) {
    const file = selections.sanctionFiles[id];
    const key = sanctionFileKey(id);
    if (file) {
      const problem = checkFile(file, 'document');
      if (problem) errors[key] = problem;
    } else if (!context.storedSanctions?.has(id)) {
      errors[key] = PROPERTY_FILE_MESSAGES.sanctionFile;
    }
  }
  return errors;
}
