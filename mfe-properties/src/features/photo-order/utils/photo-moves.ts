import type { PropertyFullRead } from 'shared-api/contract';

const SLOTS = ['image1', 'image2', 'image3', 'image4', 'image5', 'image6'] as const;

/** A stored photo and the slot (1..6) the server knows it by. */
export interface OrderedPhoto {
  slot: number;
  path: string;
}

/** The listing's photos in their stored order, the cover first; empty slots left out. */
export function storedPhotos(images: PropertyFullRead['images']): OrderedPhoto[] {
  return SLOTS.flatMap((key, index) => {
    const path = images[key];
    return path ? [{ slot: index + 1, path }] : [];
  });
}

/** `photos` with the one at `from` moved to `to` (both clamped to the list). */
export function movePhoto(
  photos: readonly OrderedPhoto[],
  from: number,
  to: number,
): OrderedPhoto[] {
  const target = Math.max(0, Math.min(photos.length - 1, to));
  if (from === target || from < 0 || from >= photos.length) return [...photos];
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/** Whether the order differs from the stored one (slots 1, 2, 3, ... in turn). */
export const isReordered = (photos: readonly OrderedPhoto[]) =>
  photos.some((photo, index) => index > 0 && photo.slot < (photos[index - 1]?.slot ?? 0));
