import { z } from 'zod';
import {
  idList,
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
  DEFAULT_MAP_EMBED_PREFIXES,
  extractMapSrc,
  isAllowedMapUrl,
  MAP_LINK_MESSAGE,
  PROPERTY_LIST_MAX_LIMIT,
  PROPERTY_SORTS,
} from './property-values';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The rule of one declared field (property-record.ts), with its exact messages. */
function fieldRule(field: PropertyFieldDeclaration, mapPrefixes: readonly string[]): z.ZodType {
  const { required, invalid = required ?? 'Invalid value' } = field;
  switch (field.kind) {
    case 'text':
      return required ? requiredText(required, field.max) : optionalText(field.max);
    case 'rupees':
    case 'count':
      return required
        ? requiredWholeNumber(required, invalid, field.min)
        : optionalWholeNumber(invalid);
    case 'area':
    case 'km':
      return requiredDecimal(required ?? invalid, invalid);
    case 'lookup':
      return required ? requiredId(required) : optionalId(invalid);
    case 'choice': {
      const values = (field.options ?? []).map((option) => option.value);
      return z.enum(values as [string, ...string[]], { error: required ?? invalid });
    }
    case 'month':
      return requiredPatternText(required ?? invalid, 7, YEAR_MONTH, invalid);
    case 'mapUrl':
      return z.preprocess(
        (value) => (typeof value === 'string' ? extractMapSrc(value) : value),
        requiredText(required ?? invalid, field.max).refine(
          (url) => isAllowedMapUrl(url, mapPrefixes),
          { error: MAP_LINK_MESSAGE },
        ),
      );
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
      : F extends { required: string }
        ? number
        : number | null;
type DraftShape = {
  [N in PropertyFieldName]: z.ZodType<DraftValue<(typeof PROPERTY_FIELDS)[N]>, unknown>;
};

/**
 * Field rules of the add-property form and of POST store / PUT update (flat draft names), each
 * from its declaration. The shape's type is the declaration's, which the rules are built from.
 */
export function propertyDraftSchema(mapPrefixes: readonly string[] = DEFAULT_MAP_EMBED_PREFIXES) {
  const shape = Object.fromEntries(
    PROPERTY_FIELD_NAMES.map((name) => [name, fieldRule(propertyField(name), mapPrefixes)]),
  ) as DraftShape;
  return z.object(shape).refine((draft) => draft.availableUnits <= draft.noOfUnits, {
    error: 'Available units cannot exceed the number of units',
    path: ['availableUnits'],
  });
}
export type PropertyDraft = z.infer<ReturnType<typeof propertyDraftSchema>>;

/** Query of the paged property list (all optional, additive to the product’s call). */
export const propertyListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PROPERTY_LIST_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  q: z.string().trim().max(100).optional(),
  city: z.coerce.number().int().positive().optional(),
  type: z.coerce.number().int().positive().optional(),
  status: z.coerce.number().int().positive().optional(),
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  sort: z.enum(PROPERTY_SORTS).optional(),
  mine: z.enum(['true', 'false']).optional(),
});
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;
