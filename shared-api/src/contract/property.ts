import { z } from 'zod';
import {
  idList,
  optionalDecimal,
  optionalId,
  optionalText,
  optionalWholeNumber,
  requiredDecimal,
  requiredId,
  requiredPatternText,
  requiredText,
  requiredWholeNumber,
} from './fields';
import type { PROPERTY_FIELDS } from './property-record';
import {
  PROPERTY_FIELD_NAMES,
  propertyField,
  type PropertyFieldDeclaration,
  type PropertyFieldName,
} from './property-record';
import {
  BEDROOMS_MAX,
  BEDROOMS_MIN,
  DEFAULT_MAP_EMBED_PREFIXES,
  DEFAULT_RERA_NUMBER_RULE,
  extractMapSrc,
  isAllowedMapUrl,
  isMapShareLink,
  MAP_LINK_MESSAGE,
  PROPERTY_IDS_FILTER_MAX,
  PROPERTY_LIST_MAX_LIMIT,
  PROPERTY_SORTS,
  reraNumberMessage,
  type ReraNumberRule,
} from './property-values';
import { rupeesOrUndefined } from './rupees';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What the draft's rules take from the site: the map embed origins and the RERA number's form. */
export interface PropertyDraftOptions {
  mapPrefixes?: readonly string[];
  rera?: ReraNumberRule;
}

/**
 * An optional registration number: absent or blank is null, else trimmed, at most `max`
 * characters and matching `pattern` (tried only on a text whose length passed), one message.
 */
function optionalRegistration(rule: ReraNumberRule, max: number) {
  const pattern = new RegExp(rule.numberPattern);
  const message = reraNumberMessage(rule.numberExample);
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return null;
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return trimmed === '' ? null : trimmed;
    },
    z
      .string({ error: message })
      .refine((text) => text.length <= max && pattern.test(text), { error: message })
      .nullable(),
  );
}

/** The rule of one declared field (property-record.ts), with its exact messages. */
function fieldRule(
  field: PropertyFieldDeclaration,
  { mapPrefixes, rera }: Required<PropertyDraftOptions>,
): z.ZodType {
  const { required, invalid = required ?? 'Invalid value' } = field;
  switch (field.kind) {
    case 'text':
      return required ? requiredText(required, field.max) : optionalText(field.max);
    case 'rupees':
      // "78,50,000", "78.5 lakh" and "1.2 crore" are rupees too (decision 094).
      return required
        ? z.preprocess(rupeesOrUndefined, requiredWholeNumber(required, invalid, field.min))
        : z.preprocess((value) => rupeesOrUndefined(value) ?? null, optionalWholeNumber(invalid));
    case 'count':
      return required
        ? requiredWholeNumber(required, invalid, field.min)
        : optionalWholeNumber(invalid);
    case 'area':
    case 'sqft':
    case 'km':
      return required ? requiredDecimal(required, invalid) : optionalDecimal(invalid);
    case 'bhk':
      return optionalWholeNumber(invalid, BEDROOMS_MIN, BEDROOMS_MAX);
    case 'lookup':
      return required ? requiredId(required) : optionalId(invalid);
    case 'choice': {
      const values = (field.options ?? []).map((option) => option.value);
      return z.enum(values as [string, ...string[]], { error: required ?? invalid });
    }
    case 'month':
      return requiredPatternText(required ?? invalid, 7, YEAR_MONTH, invalid);
    case 'mapUrl':
      // An embed link or markup, a share or place link, or nothing: the page then shows a map
      // of the address (decision 094).
      return z.preprocess(
        (value) => (typeof value === 'string' ? extractMapSrc(value) : value),
        optionalText(field.max).refine(
          (url) => url === '' || isAllowedMapUrl(url, mapPrefixes) || isMapShareLink(url),
          { error: MAP_LINK_MESSAGE },
        ),
      );
    case 'registration':
      return optionalRegistration(rera, field.max ?? 20);
    case 'links':
      return idList(required ?? null);
  }
}

/** A draft field's value once its rule passed. */
type DraftValue<F> = F extends { kind: 'links' }
  ? number[]
  : F extends { kind: 'choice'; options: readonly { value: infer V }[] }
    ? V
    : F extends { kind: 'text' | 'month' | 'mapUrl' }
      ? string
      : F extends { kind: 'registration' }
        ? string | null
        : F extends { required: string }
          ? number
          : number | null;
type DraftShape = {
  [N in PropertyFieldName]: z.ZodType<DraftValue<(typeof PROPERTY_FIELDS)[N]>, unknown>;
};

/**
 * Field rules of the add-property form and of POST store / PUT update (flat draft names), each
 * from its declaration. The shape's type is the declaration's, which the rules are built from.
 * The server passes its configured map origins and the site's RERA rule, the form the runtime
 * site config's; without them, Google Maps embeds and MahaRERA's numbers.
 */
export function propertyDraftSchema({
  mapPrefixes = DEFAULT_MAP_EMBED_PREFIXES,
  rera = DEFAULT_RERA_NUMBER_RULE,
}: PropertyDraftOptions = {}) {
  const options = { mapPrefixes, rera };
  const shape = Object.fromEntries(
    PROPERTY_FIELD_NAMES.map((name) => [name, fieldRule(propertyField(name), options)]),
  ) as DraftShape;
  return z.object(shape).refine((draft) => draft.availableUnits <= draft.noOfUnits, {
    error: 'Available units cannot exceed the number of units',
    path: ['availableUnits'],
  });
}
export type PropertyDraft = z.infer<ReturnType<typeof propertyDraftSchema>>;

export const BHK_FILTER_MESSAGE = `bhk must list bedroom counts from ${BEDROOMS_MIN} to ${BEDROOMS_MAX}, comma-separated`;
export const IDS_FILTER_MESSAGE = `ids must list up to ${PROPERTY_IDS_FILTER_MAX} property ids, comma-separated`;

/**
 * A comma list of whole numbers from `min` to `max`, read as a sorted list without repeats, so
 * `3,2` and `2,3,2` ask the same thing (and share a cached answer); an empty list filters
 * nothing, as an empty `q` does.
 */
function numberListFilter(rule: { min: number; max: number; maxItems: number; message: string }) {
  return z
    .string({ error: rule.message })
    .regex(/^(\d{1,16}(,\d{1,16})*)?$/, { error: rule.message })
    .transform((text) =>
      text === '' ? undefined : [...new Set(text.split(',').map(Number))].sort((a, b) => a - b),
    )
    .refine(
      (numbers) =>
        numbers === undefined ||
        (numbers.length <= rule.maxItems &&
          numbers.every((value) => value >= rule.min && value <= rule.max)),
      { error: rule.message },
    );
}

/** `bhk=2,3`: the listings with any of these bedroom counts (0 is a studio, 1 RK). */
const bhkFilter = numberListFilter({
  min: BEDROOMS_MIN,
  max: BEDROOMS_MAX,
  maxItems: BEDROOMS_MAX - BEDROOMS_MIN + 1,
  message: BHK_FILTER_MESSAGE,
}).describe(
  `Bedroom counts, comma-separated (e.g. \`2,3\`): ${BEDROOMS_MIN} is a studio (1 RK), up to ${BEDROOMS_MAX}`,
);

/** `ids=7,12`: these listings (a visitor's shortlist), in one read. */
const idsFilter = numberListFilter({
  min: 1,
  max: Number.MAX_SAFE_INTEGER,
  maxItems: PROPERTY_IDS_FILTER_MAX,
  message: IDS_FILTER_MESSAGE,
}).describe(
  `Property ids, comma-separated (e.g. \`7,12\`), at most ${PROPERTY_IDS_FILTER_MAX}: a visitor's shortlist in one read`,
);

/** Query of the paged property list (all optional, additive to the product’s call). */
export const propertyListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PROPERTY_LIST_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  q: z.string().trim().max(100).optional(),
  city: z.coerce.number().int().positive().optional(),
  type: z.coerce.number().int().positive().optional(),
  status: z.coerce.number().int().positive().optional(),
  minPrice: z.preprocess(rupeesOrUndefined, z.number().int().min(0).optional()),
  maxPrice: z.preprocess(rupeesOrUndefined, z.number().int().min(0).optional()),
  bhk: bhkFilter.optional(),
  ids: idsFilter.optional(),
  minArea: z.coerce
    .number()
    .min(0)
    .max(1_000_000_000)
    .optional()
    .describe('Carpet area from, sq.ft.'),
  maxArea: z.coerce
    .number()
    .min(0)
    .max(1_000_000_000)
    .optional()
    .describe('Carpet area up to, sq.ft.'),
  sort: z.enum(PROPERTY_SORTS).optional(),
  mine: z.enum(['true', 'false']).optional(),
  /** `missing`: only the listings without a RERA registration number (the admin's table). */
  rera: z.enum(['missing']).optional(),
});
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;

// The home page's search keys (HOME_SEARCH_KEYS) live in property-values.ts, free of zod: the
// visitor's home page reads them.
