import type { ImageVariant } from './images';

/** Every WebP variant an image is stored with. */
export const VARIANTS: readonly ImageVariant[] = ['card', 'medium', 'gallery'];

/** Stored paths start with this (it is also their URL's first segment). */
export const URL_ROOT = 'uploads';

/** The only paths a store reads, writes or deletes: ours, random hex names, never a client's. */
const STORED_PATH =
  /^uploads\/(images|videos|documents)\/[a-f0-9]{32}(-card\.webp|-medium\.webp|-gallery\.webp|\.[a-z0-9]{2,4})$/;

export function isStoredPath(stored: string): boolean {
  return STORED_PATH.test(stored);
}

/** `uploads/images/x.jpg` → `uploads/images/x-card.webp`; other paths are returned unchanged. */
export function variantPath(stored: string, variant: ImageVariant): string;
export function variantPath(stored: string | null, variant: ImageVariant): string | null;
export function variantPath(stored: string | null, variant: ImageVariant): string | null {
  if (stored === null) return null;
  if (!stored.startsWith(`${URL_ROOT}/images/`) || !stored.endsWith('.jpg')) return stored;
  return `${stored.slice(0, -'.jpg'.length)}-${variant}.webp`;
}

/** A stored path and its image variants: what deleting or keeping the file concerns. */
export function withVariants(stored: string): string[] {
  return [...new Set([stored, ...VARIANTS.map((variant) => variantPath(stored, variant))])];
}

/**
 * The content type a stored file is served with, by its extension. The stored types are few and
 * fixed (file-kinds.ts decides them from the content), so the list is exact.
 */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

export function contentTypeOf(stored: string): string {
  const ext = stored.slice(stored.lastIndexOf('.') + 1);
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
