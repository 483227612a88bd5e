import { z } from 'zod';
import { IMAGE_SLOTS } from './property-values';

export const PHOTO_ORDER_MESSAGE = 'Photo order must list each photo slot (1 to 6) at most once';

/**
 * PUT update's `photoOrder` (decision 098): the photo slots in their new order, the cover first.
 * The edit form sends it, and the server checks it, with this rule.
 */
export const photoOrderSchema = z
  .array(z.number().int().min(1).max(IMAGE_SLOTS), { error: PHOTO_ORDER_MESSAGE })
  .max(IMAGE_SLOTS, { error: PHOTO_ORDER_MESSAGE })
  .refine((slots) => new Set(slots).size === slots.length, { error: PHOTO_ORDER_MESSAGE });
