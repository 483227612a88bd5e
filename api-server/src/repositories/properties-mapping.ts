import {
  PROPERTY_COLUMN_FIELDS,
  PROPERTY_FIELDS,
  propertyField,
  type PropertyDraft,
  type PropertyFieldColumns,
  type PropertyFullRead,
  type PropertyGroup,
  type PropertyLinkField,
} from 'shared-api/contract';
import type { Property } from '../db/schema';

/** The draft columns of a property row (everything but id, prp_id, files, owner and times). */
export type PropertyDraftColumns = PropertyFieldColumns;

/**
 * Draft → columns, each field to the column its declaration names (shared-api property-record.ts).
 * An optional text left blank is stored as null.
 */
export function draftToColumns(draft: PropertyDraft): PropertyDraftColumns {
  const columns: Record<string, unknown> = {};
  for (const name of PROPERTY_COLUMN_FIELDS) {
    const { kind, required } = propertyField(name);
    const value = draft[name];
    columns[PROPERTY_FIELDS[name].column] =
      kind === 'text' && required === undefined && value === '' ? null : value;
  }
  // Every declared column was set from the draft value of its field, which the draft schema
  // typed as the declaration says (the same declaration PropertyFieldColumns derives from).
  return columns as PropertyDraftColumns;
}

/** A row and its links → the edit form's full read: fields at their group and wire name. */
export function rowToFullRead(
  row: Property,
  amenityIds: readonly number[],
  sanctions: readonly { id: number; file: string | null }[],
): PropertyFullRead {
  const values: Record<PropertyGroup, Record<string, unknown>> = {
    top: {},
    description: {},
    features: {},
    location: {},
  };
  for (const name of PROPERTY_COLUMN_FIELDS) {
    const { group, wire, column } = PROPERTY_FIELDS[name];
    values[group][wire] = row[column];
  }
  const { top, ...groups } = values;
  const read = {
    id: row.id,
    prp_id: row.prp_id,
    ...top,
    images: {
      image1: row.image1,
      image2: row.image2,
      image3: row.image3,
      image4: row.image4,
      image5: row.image5,
      image6: row.image6,
      video: row.video,
    },
    ...groups,
    amenities: amenityIds.map((id) => ({ id })),
    sanctions: sanctions.map((sanction) => ({ id: sanction.id, file: sanction.file })),
    created_by: row.created_by,
  };
  // The keys are the declaration's group and wire names, which PropertyFullRead derives from.
  return read as PropertyFullRead;
}

export const IMAGE_COLUMNS = ['image1', 'image2', 'image3', 'image4', 'image5', 'image6'] as const;
export type ImageColumn = (typeof IMAGE_COLUMNS)[number];
export type FileColumn = ImageColumn | 'video';

/** Every stored file a row refers to (for removal). */
export function rowFiles(row: Pick<Property, FileColumn>): (string | null)[] {
  return [...IMAGE_COLUMNS.map((column) => row[column]), row.video];
}

/** A row and its links → the flat draft input (the base an update overlays). */
export function rowToDraftInput(
  row: Property,
  amenityIds: readonly number[],
  sanctionIds: readonly number[],
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of PROPERTY_COLUMN_FIELDS) input[name] = row[PROPERTY_FIELDS[name].column];
  const links = { amenities: [...amenityIds], sanction: [...sanctionIds] };
  return { ...input, ...(links satisfies Record<PropertyLinkField, number[]>) };
}
