// PUT /api/property/update's fields, derived from the declaration (property-record.ts): the edit
// form encodes a draft with draftToUpdateGroups and the server decodes with PROPERTY_UPDATE_WIRES,
// so both sides read one table. Plain, without the validator (the draft type is a type import).
import type { PropertyDraft } from './property';
import {
  PROPERTY_COLUMN_FIELDS,
  PROPERTY_FIELDS,
  type PropertyColumnField,
  type PropertyGroup,
} from './property-record';

/** A field's value in the update: the draft's own value (text, number, or null when optional). */
export type PropertyUpdateValue = string | number | null;

/**
 * The update's fields by group, by wire name: `top` are multipart fields of their own, the other
 * groups are sent as one JSON object each (`description`, `features`, `location`).
 */
export type PropertyUpdateGroups = Record<PropertyGroup, Record<string, PropertyUpdateValue>>;

function byGroup(): Record<PropertyGroup, Record<string, PropertyColumnField>> {
  const groups: Record<PropertyGroup, Record<string, PropertyColumnField>> = {
    top: {},
    description: {},
    features: {},
    location: {},
  };
  for (const name of PROPERTY_COLUMN_FIELDS) {
    const { group, wire } = PROPERTY_FIELDS[name];
    groups[group][wire] = name;
  }
  return groups;
}

/**
 * Each group's wire names → their draft names, for every field kept in a column. The link lists
 * are not here: `amenities` is a top-level JSON id list, and sanctions travel as `sanctionIds`
 * and `deletedSanctions` (docs/product.md section 8).
 */
export const PROPERTY_UPDATE_WIRES: Readonly<
  Record<PropertyGroup, Readonly<Record<string, PropertyColumnField>>>
> = byGroup();

/** A draft's column fields as the update carries them, by group and wire name. */
export function draftToUpdateGroups(draft: PropertyDraft): PropertyUpdateGroups {
  const groups: PropertyUpdateGroups = { top: {}, description: {}, features: {}, location: {} };
  for (const name of PROPERTY_COLUMN_FIELDS) {
    const { group, wire } = PROPERTY_FIELDS[name];
    groups[group][wire] = draft[name];
  }
  return groups;
}
