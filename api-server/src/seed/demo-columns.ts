import {
  PROPERTY_FIELD_NAMES,
  propertyDraftSchema,
  propertyField,
  type MasterKey,
  type PropertyDraft,
  type PropertyDraftOptions,
  type PropertyFieldDeclaration,
} from 'shared-api/contract';
import type { NewProperty } from '../db/schema';
import { draftToColumns } from '../repositories/properties-mapping';

export type Lookups = Record<MasterKey, { id: number; name: string }[]>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The item at `index`, wrapping around the list. */
export function pick<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A Google Maps embed URL around a locality (under the allowed embed prefix). */
function mapUrl(index: number): string {
  const lat = (18.52 + (index % 6) * 0.017).toFixed(4);
  const lng = (73.78 + (index % 5) * 0.029).toFixed(4);
  return `https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d15000!2d${lng}!3d${lat}!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sin`;
}

/**
 * A field's value when the listing gives none, by its kind: the listing's own item of each lookup
 * list, the first of a choice's values, a map around its locality. Other kinds have no default:
 * a listing that lacks a required one fails the draft's rules.
 */
function defaultValue(field: PropertyFieldDeclaration, index: number, lookups: Lookups): unknown {
  switch (field.kind) {
    case 'lookup':
      return field.lookup && pick(lookups[field.lookup], index).id;
    case 'links':
      return field.lookup && [pick(lookups[field.lookup], index).id];
    case 'choice':
      return field.options?.[0]?.value;
    case 'mapUrl':
      return mapUrl(index);
    default:
      return undefined;
  }
}

/**
 * The draft of one demo listing: every declared field (property-record.ts), from the listing's
 * values or its kind's default, checked by the same rules as the add form under the same site
 * options as the server's (a demo listing the form would refuse fails the seed).
 */
export function demoDraft(
  values: Partial<PropertyDraft>,
  index: number,
  lookups: Lookups,
  options: PropertyDraftOptions = {},
): PropertyDraft {
  const input: Record<string, unknown> = {};
  for (const name of PROPERTY_FIELD_NAMES) {
    input[name] = name in values ? values[name] : defaultValue(propertyField(name), index, lookups);
  }
  return propertyDraftSchema(options).parse(input);
}

/** The row columns of one demo listing (everything but its files), as the store writes them. */
export function columnsOf(
  draft: PropertyDraft,
  index: number,
  count: number,
  now: number,
): Omit<NewProperty, 'prp_id'> {
  const at = new Date(now - (count - index) * DAY_MS + index * 60_000).toISOString();
  return { ...draftToColumns(draft), is_demo: 1, created_by: 1, created_at: at, updated_at: at };
}
