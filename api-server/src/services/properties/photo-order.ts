import { photoOrderSchema, PHOTO_ORDER_MESSAGE, type FieldErrors } from 'shared-api/contract';

/**
 * The `photoOrder` field of an update (decision 098): a JSON list of photo slots (1..6), the new
 * first one first. Absent: the order stays. Invalid: a field error under `photoOrder`.
 */
export function readPhotoOrder(
  value: string | string[] | undefined,
  errors: FieldErrors,
): number[] | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const result = photoOrderSchema.safeParse(parsed);
  if (result.success) return result.data;
  errors.photoOrder = PHOTO_ORDER_MESSAGE;
  return null;
}

/**
 * The photos in their new order: the listed slots first, then the other filled slots as they
 * were, then the empty ones. The first is the cover (the card, the share image, the JSON-LD).
 */
export function orderPhotos<T>(
  photos: readonly (T | null)[],
  order: readonly number[],
): (T | null)[] {
  const slots = photos.map((_, index) => index + 1);
  const listed = order.filter((slot) => slot >= 1 && slot <= photos.length);
  const rest = slots.filter((slot) => !listed.includes(slot));
  const filled = [...listed, ...rest].map((slot) => photos[slot - 1] ?? null);
  return [...filled.filter((photo) => photo !== null), ...filled.filter((photo) => photo === null)];
}
