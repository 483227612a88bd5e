import { CHANGE_ACTIONS, CHANGE_ENTITIES } from 'shared-api/contract';
import { z } from 'zod';

const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One recorded change as the history routes answer it (shared-api ChangeRecord). */
export const changeRecordSchema = z.object({
  id: z.number(),
  entity: z.enum(CHANGE_ENTITIES),
  entityId: z.number(),
  list: z.string().nullable().describe("A lookup's list (cities, amenities, ...)"),
  label: z.string().describe('What the record was called at the time'),
  action: z.enum(CHANGE_ACTIONS),
  userId: z.number().nullable(),
  userName: z.string().nullable().describe('Who made it, as named then'),
  fields: z
    .array(z.object({ field: z.string(), from: value, to: value }))
    .describe("Each changed field's old and new value (files by name)"),
  changedAt: z.string(),
});
