import { z } from 'zod';

/** The kinds of record whose changes are on record (decision 098). */
export const CHANGE_ENTITIES = ['property', 'lookup', 'user', 'enquiry', 'requirement'] as const;
export type ChangeEntity = (typeof CHANGE_ENTITIES)[number];

export const CHANGE_ENTITY_LABELS: Record<ChangeEntity, string> = {
  property: 'Listing',
  lookup: 'Lookup item',
  user: 'User',
  enquiry: 'Enquiry',
  requirement: 'Requirement',
};

export const CHANGE_ACTIONS = ['create', 'update', 'delete', 'status'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export const CHANGE_ACTION_LABELS: Record<ChangeAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  status: 'Status changed',
};

/** A recorded value: text, a number, yes/no as 1/0, a list as comma-joined text, a file by name. */
export type ChangeValue = string | number | boolean | null;

/** One field of a change, its value before and after (null where there was none). */
export interface FieldChange {
  field: string;
  from: ChangeValue;
  to: ChangeValue;
}

/** GET /api/property/{id}/history and GET /api/history: one recorded change. */
export interface ChangeRecord {
  id: number;
  entity: ChangeEntity;
  entityId: number;
  /** A lookup's list key (cities, amenities, ...); null for the other kinds. */
  list: string | null;
  /** What the record was called at the time: a listing's PRP id and project, a name. */
  label: string;
  action: ChangeAction;
  userId: number | null;
  /** Who made it, as named then; null for a visitor's own registration or the system. */
  userName: string | null;
  fields: FieldChange[];
  /** ISO 8601 UTC. */
  changedAt: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateField = (message: string) =>
  z
    .string()
    .regex(DATE, { error: message })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: message })
    .optional()
    .or(z.literal('').transform(() => undefined));

/** How many changes one page of the Activity screen holds, at most. */
export const CHANGE_PAGE_MAX = 100;

/** GET /api/history (administrator): the Activity screen's filters, newest first, paged. */
export const changeListQuerySchema = z.object({
  userId: z.coerce
    .number({ error: 'Person must be a user id' })
    .int({ error: 'Person must be a user id' })
    .min(1, { error: 'Person must be a user id' })
    .optional(),
  entity: z
    .enum(CHANGE_ENTITIES, {
      error: 'Kind must be property, lookup, user, enquiry or requirement',
    })
    .optional(),
  /** From this day (UTC), inclusive: YYYY-MM-DD. */
  from: dateField('From must be a date (YYYY-MM-DD)'),
  /** To this day (UTC), inclusive: YYYY-MM-DD. */
  to: dateField('To must be a date (YYYY-MM-DD)'),
  limit: z.coerce.number().int().min(1).max(CHANGE_PAGE_MAX).default(20),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type ChangeListQuery = z.infer<typeof changeListQuerySchema>;

// PRICE_REDUCED_DAYS and PRICE_REDUCED_LABEL live in property-values.ts, free of zod: the visitor's
// card and page show them.
