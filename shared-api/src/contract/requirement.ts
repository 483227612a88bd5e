// What a buyer or tenant wants (decision 089): recorded with a registration or by the staff for a
// caller, and matched in the database against the broker's listings.
import { z } from 'zod';
import { EMAIL_PATTERN, idList, optionalText, requiredMobile, requiredText } from './fields';
import { registrationSchema } from './people';
import type { PropertyListItem } from './property-record';
import { BEDROOM_COUNTS, BEDROOMS_MAX, BEDROOMS_MIN } from './property-values';
import { rupeesOrUndefined } from './rupees';

export const REQUIREMENT_PURPOSES = [
  { value: 'buy', label: 'Buy' },
  { value: 'rent', label: 'Rent' },
] as const;
export type RequirementPurpose = (typeof REQUIREMENT_PURPOSES)[number]['value'];

/** When the buyer wants to move in, against a listing's possession month. */
export const POSSESSION_PREFERENCES = [
  { value: 'ready', label: 'Ready to move' },
  { value: 'under_construction', label: 'Under construction' },
  { value: 'any', label: 'Any' },
] as const;
export type PossessionPreference = (typeof POSSESSION_PREFERENCES)[number]['value'];

/** Where the staff are with a requirement. */
export const REQUIREMENT_STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'closed', label: 'Closed' },
] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number]['value'];

type Values<T extends readonly { value: string }[]> = [T[number]['value'], ...T[number]['value'][]];
function valuesOf<T extends readonly { value: string }[]>(options: T): Values<T> {
  return options.map((option) => option.value) as Values<T>;
}

/** The form's texts, word for word (the post requirement page and the staff's form). */
export const REQUIREMENT_SECTION_TITLE = 'REQUIREMENT';
export const REQUIREMENT_MESSAGES = {
  purpose: 'Please choose buy or rent',
  budgetTo: 'Budget up to is required',
  budgetInvalid: 'Budget must be a whole number of rupees',
  budgetOrder: 'Budget from cannot be more than budget up to',
  bedrooms: 'Choose BHK from the list',
  propertyTypes: 'Choose property types from the list',
  cities: 'Choose cities from the list',
  possession: 'Please choose a possession',
  status: 'Status must be open, contacted or closed',
} as const;

/** The largest budget accepted: 1,000 crore. */
const BUDGET_MAX = 10_000_000_000;

function budget(required: string | null) {
  const amount = z
    .number({
      error: (issue) =>
        issue.input === undefined && required ? required : REQUIREMENT_MESSAGES.budgetInvalid,
    })
    .int({ error: REQUIREMENT_MESSAGES.budgetInvalid })
    .min(0, { error: REQUIREMENT_MESSAGES.budgetInvalid })
    .max(BUDGET_MAX, { error: REQUIREMENT_MESSAGES.budgetInvalid });
  return required === null
    ? z.preprocess((value) => rupeesOrUndefined(value) ?? 0, amount)
    : z.preprocess(rupeesOrUndefined, amount);
}

function isBedroomCount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= BEDROOMS_MIN &&
    value <= BEDROOMS_MAX
  );
}

/** BHK counts as a list; a wrong one is reported on the list (the form shows it under the group). */
const bedroomList = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return [];
    return Array.isArray(value) ? value.map((item) => (item === '' ? NaN : Number(item))) : value;
  },
  z
    .array(z.unknown(), { error: REQUIREMENT_MESSAGES.bedrooms })
    .max(BEDROOM_COUNTS.length * 2, { error: REQUIREMENT_MESSAGES.bedrooms })
    .refine((counts): counts is number[] => counts.every(isBedroomCount), {
      error: REQUIREMENT_MESSAGES.bedrooms,
    })
    .transform((counts) => [...new Set(counts as number[])].sort((a, b) => a - b)),
);

/**
 * What a person wants: the post requirement page's REQUIREMENT section, the `requirement` of
 * POST register_user, and the staff's form for a caller. Empty lists mean "any"; the server also
 * checks that every id names an item of its lookup list.
 */
export const requirementSchema = z
  .object({
    purpose: z.enum(valuesOf(REQUIREMENT_PURPOSES), { error: REQUIREMENT_MESSAGES.purpose }),
    propertyTypes: idList(null),
    bedrooms: bedroomList,
    budgetFrom: budget(null),
    budgetTo: budget(REQUIREMENT_MESSAGES.budgetTo),
    cities: idList(null),
    possession: z.enum(valuesOf(POSSESSION_PREFERENCES), {
      error: REQUIREMENT_MESSAGES.possession,
    }),
    note: optionalText(500),
  })
  .refine((value) => value.budgetFrom <= value.budgetTo, {
    error: REQUIREMENT_MESSAGES.budgetOrder,
    path: ['budgetTo'],
    when: (payload) => {
      // Runs even when the object check failed: a null or a string has no budgets to compare.
      if (typeof payload.value !== 'object' || payload.value === null) return false;
      const { budgetFrom, budgetTo } = payload.value as Record<string, unknown>;
      return typeof budgetFrom === 'number' && typeof budgetTo === 'number';
    },
  });
export type RequirementInput = z.infer<typeof requirementSchema>;

/** POST register_user: the spec's fields and, optionally, what the person is looking for. */
export const registrationWithRequirementSchema = registrationSchema.safeExtend({
  requirement: requirementSchema.optional(),
});
export type RegistrationWithRequirementInput = z.infer<typeof registrationWithRequirementSchema>;

/** The staff's form for a caller (POST /api/requirements): who called, and what they want. */
export const callerRequirementSchema = z.object({
  name: requiredText('Name is required', 100),
  mobile: requiredMobile('Mobile number is required', 'Invalid phone number (10 digits required)'),
  email: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: 'Invalid email format' })
      .trim()
      .max(254, { error: 'Must be at most 254 characters' })
      .refine((text) => text === '' || EMAIL_PATTERN.test(text), { error: 'Invalid email format' }),
  ),
  requirement: requirementSchema,
});
export type CallerRequirementInput = z.infer<typeof callerRequirementSchema>;

/** PATCH /api/requirements/{id}. */
export const requirementStatusSchema = z.object({
  status: z.enum(valuesOf(REQUIREMENT_STATUSES), { error: REQUIREMENT_MESSAGES.status }),
});

/** A lookup item a requirement names. */
export interface NamedItem {
  id: number;
  name: string;
}

/** GET /api/requirements: one requirement (paged like the other lists: `X-Total-Count`). */
export interface RequirementRow {
  id: number;
  status: RequirementStatus;
  purpose: RequirementPurpose;
  property_types: NamedItem[];
  bedrooms: number[];
  budget_from: number;
  budget_to: number;
  cities: NamedItem[];
  possession: PossessionPreference;
  note: string | null;
  /** Who wants it: the registered person's details, or the caller's. */
  name: string;
  mobile: string;
  email: string | null;
  /** The registered person, when it came with a registration. */
  user_id: number | null;
  created_at: string;
  /** How many listings it matches (for an agent: of their own listings). */
  matches: number;
}

/** How one listing fits one requirement: the criteria it names, each fitting or not. */
export interface RequirementFit {
  type: boolean;
  bedrooms: boolean;
  budget: boolean;
  city: boolean;
  possession: boolean;
}

/** GET /api/requirements/{id}/matches: one matching listing, best fit first (paged). */
export type RequirementMatch = PropertyListItem & { fit: RequirementFit };

/**
 * GET /api/property/{id}/requirements: one open requirement the listing matches (paged). Without
 * `matches`: counting every other listing of each row would make the call grow with the table.
 */
export type PropertyRequirementMatch = Omit<RequirementRow, 'matches'> & { fit: RequirementFit };

/** Most rows one page of a requirements list or of matches can ask for. */
export const REQUIREMENT_PAGE_MAX = 100;

const paging = {
  limit: z.coerce.number().int().min(1).max(REQUIREMENT_PAGE_MAX).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
};

/** GET /api/requirements: paging and filters (all optional). */
export const requirementListQuerySchema = z.object({
  ...paging,
  status: z.enum(valuesOf(REQUIREMENT_STATUSES)).optional(),
  purpose: z.enum(valuesOf(REQUIREMENT_PURPOSES)).optional(),
  /** A part of the person's name, mobile or e-mail. */
  q: z.string().trim().max(100).optional(),
  city: z.coerce.number().int().positive().optional(),
  bhk: z.coerce.number().int().min(BEDROOMS_MIN).max(BEDROOMS_MAX).optional(),
});
export type RequirementListQuery = z.infer<typeof requirementListQuerySchema>;

/** GET /api/requirements/{id}/matches and GET /api/property/{id}/requirements: paging. */
export const matchPageQuerySchema = z.object(paging);
export type MatchPageQuery = z.infer<typeof matchPageQuerySchema>;
