import { UPLOAD_LIMITS } from 'shared-api/contract';

/** What the sanction file chooser offers: the server accepts a PDF or an image. */
export const SANCTION_FILE_ACCEPT = 'application/pdf,image/*';

const MEGABYTE = 1024 * 1024;

export const SANCTION_FILE_MESSAGES = {
  type: 'Choose a PDF or an image file',
  size: (limit: number) => `The file must be at most ${limit / MEGABYTE} MB`,
} as const;

function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

/**
 * Warns before an upload the server would refuse. The server still decides by content; this only
 * spares the admin a slow round trip for an obviously wrong file.
 */
export function checkSanctionFile(file: File): string | null {
  const isImage = file.type.startsWith('image/');
  if (!isImage && !isPdf(file)) return SANCTION_FILE_MESSAGES.type;
  const limit = isImage ? UPLOAD_LIMITS.image : UPLOAD_LIMITS.document;
  return file.size > limit ? SANCTION_FILE_MESSAGES.size(limit) : null;
}
