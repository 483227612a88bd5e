import { PROPERTY_FIELD_NAMES, propertyField } from 'shared-api/contract';
import type {
  PropertyFieldDeclaration,
  PropertyFieldName,
  PropertyFullRead,
  PropertyLinkField,
} from 'shared-api/contract';

/** The image and video slots of the form, in the order they are sent. */
export const IMAGE_SLOT_NAMES = [
  'image1',
  'image2',
  'image3',
  'image4',
  'image5',
  'image6',
] as const;
export type ImageSlotName = (typeof IMAGE_SLOT_NAMES)[number];
export type FileSlotName = ImageSlotName | 'video';
export const FILE_SLOT_NAMES: readonly FileSlotName[] = [...IMAGE_SLOT_NAMES, 'video'];

/**
 * What the inputs hold, one entry per declared field (shared-api/contract/property-record.ts):
 * text as typed (the contract's schema turns it into numbers and ids), link lists as lists of id
 * strings. Files live beside the form (see use-file-selections).
 */
export type PropertyFormValues = {
  [N in PropertyFieldName]: N extends PropertyLinkField ? string[] : string;
};

/** Files a saved property already holds (edit page): relative paths on the API host. */
export interface StoredPropertyFiles {
  slots: Partial<Record<FileSlotName, string>>;
  /** Sanction id → its stored file (null when the sanction was saved without one). */
  sanctions: Record<string, string | null>;
}

export const NO_STORED_FILES: StoredPropertyFiles = { slots: {}, sanctions: {} };

/** Builds the values field by field; a link field's value must be a list, the others text. */
function buildValues(
  valueOf: (field: PropertyFieldDeclaration) => string | string[],
): PropertyFormValues {
  // Object.fromEntries loses the keys' types; each entry is built from its own declaration.
  return Object.fromEntries(
    PROPERTY_FIELD_NAMES.map((name) => [name, valueOf(propertyField(name))]),
  ) as PropertyFormValues;
}

export function getEmptyPropertyValues(): PropertyFormValues {
  return buildValues((field) => (field.kind === 'links' ? [] : ''));
}

/** A stored value as the input shows it: numbers as digits, missing values as ''. */
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export function getStoredFiles(read: PropertyFullRead): StoredPropertyFiles {
  const slots: StoredPropertyFiles['slots'] = {};
  for (const slot of FILE_SLOT_NAMES) {
    const path = read.images[slot];
    if (path) slots[slot] = path;
  }
  const sanctions = Object.fromEntries(read.sanctions.map((item) => [String(item.id), item.file]));
  return { slots, sanctions };
}

const isIdItem = (item: unknown): item is { id: number } =>
  typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'number';

/** A field's value in the full read: at the top level or in its group, by its wire name. */
function readValue(read: PropertyFullRead, field: PropertyFieldDeclaration): unknown {
  const source: Readonly<Record<string, unknown>> =
    field.group === 'top' ? read : read[field.group];
  return source[field.wire];
}

/**
 * Prefills the form from the full read of GET get_allproperty/{id}; a link field's list holds
 * `{ id }` items (amenities, sanctions with their files).
 */
export function getValuesFromFullRead(read: PropertyFullRead): PropertyFormValues {
  return buildValues((field) => {
    const value = readValue(read, field);
    if (field.kind !== 'links') return text(value);
    return Array.isArray(value) ? value.filter(isIdItem).map((item) => String(item.id)) : [];
  });
}
