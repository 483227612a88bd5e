import { UPLOAD_LIMITS } from 'shared-api/contract';

/** What an upload slot accepts. A `document` is a PDF or an image (a scanned sanction letter). */
export type UploadKind = 'image' | 'video' | 'document';

/** A content type the server stores, decided by magic bytes, with the kind it is accepted as. */
export interface AcceptedType {
  kind: UploadKind;
  /** Extension of the stored file (images are re-encoded to JPEG). */
  ext: 'jpg' | 'mp4' | 'webm' | 'pdf';
  isImage: boolean;
}

const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const VIDEO_EXT: Record<string, AcceptedType['ext']> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

const DESCRIPTIONS: Record<UploadKind, string> = {
  image: 'a JPEG, PNG or WebP image',
  video: 'an MP4 or WebM video',
  document: 'a PDF or a JPEG, PNG or WebP image',
};

const PLURALS: Record<UploadKind, string> = {
  image: 'images',
  video: 'videos',
  document: 'documents',
};

/** The first kind in `allowed` that accepts this content type, or null. */
export function acceptType(mime: string | undefined, allowed: readonly UploadKind[]) {
  if (!mime) return null;
  for (const kind of allowed) {
    if ((kind === 'image' || kind === 'document') && IMAGE_MIMES.has(mime)) {
      return { kind, ext: 'jpg', isImage: true } satisfies AcceptedType;
    }
    if (kind === 'document' && mime === 'application/pdf') {
      return { kind, ext: 'pdf', isImage: false } satisfies AcceptedType;
    }
    const videoExt = VIDEO_EXT[mime];
    if (kind === 'video' && videoExt) {
      return { kind, ext: videoExt, isImage: false } satisfies AcceptedType;
    }
  }
  return null;
}

/** 415 wording that names what the slot accepts. */
export function wrongTypeMessage(allowed: readonly UploadKind[]): string {
  const choices = allowed.map((kind) => DESCRIPTIONS[kind]).join(' or ');
  return `This file type is not allowed: upload ${choices}`;
}

/** 413 wording, e.g. 'File is too large (max 10 MB for images)'. */
export function tooLargeMessage(kind: UploadKind): string {
  const megabytes = Math.round(UPLOAD_LIMITS[kind] / (1024 * 1024));
  return `File is too large (max ${megabytes} MB for ${PLURALS[kind]})`;
}

/** While the type is still unknown, the largest limit among the accepted kinds applies. */
export function largestLimit(allowed: readonly UploadKind[]): number {
  return Math.max(...allowed.map((kind) => UPLOAD_LIMITS[kind]));
}

/** Folder under the upload root per kind. */
export const KIND_FOLDERS: Record<UploadKind, string> = {
  image: 'images',
  video: 'videos',
  document: 'documents',
};
