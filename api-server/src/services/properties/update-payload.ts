import {
  idList,
  PROPERTY_GROUPS,
  PROPERTY_UPDATE_WIRES,
  type FieldErrors,
} from 'shared-api/contract';

type Fields = Record<string, string | string[]>;

/** What an update asks for, in draft terms. Absent fields keep their stored values. */
export interface UpdateRequest {
  /** Flat draft values to lay over the stored ones. */
  overlay: Record<string, unknown>;
  sanctionIds: number[];
  deletedSanctions: number[];
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function readObject(text: string | undefined, field: string, errors: FieldErrors) {
  if (text === undefined || text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Reported below with the same message as a non-object.
  }
  errors[field] = `${field} must be a JSON object`;
  return {};
}

function readList(value: string | string[] | undefined, field: string, errors: FieldErrors) {
  if (value === undefined) return [];
  const result = idList(null).safeParse(value);
  if (result.success) return result.data;
  errors[field] = 'Must be a list of ids';
  return [];
}

/**
 * Maps PUT update's multipart fields (docs/product.md section 8) to flat draft names: top-level fields, the
 * three JSON objects (wire names from the declaration, shared-api property-payload.ts) and the JSON
 * id lists.
 */
export function readUpdateRequest(fields: Fields, errors: FieldErrors): UpdateRequest {
  const overlay: Record<string, unknown> = {};
  for (const [wire, draftName] of Object.entries(PROPERTY_UPDATE_WIRES.top)) {
    const value = single(fields[wire]);
    if (value !== undefined) overlay[draftName] = value;
  }
  for (const group of PROPERTY_GROUPS) {
    const values = readObject(single(fields[group]), group, errors);
    for (const [wire, draftName] of Object.entries(PROPERTY_UPDATE_WIRES[group])) {
      if (wire in values) overlay[draftName] = values[wire];
    }
  }
  // The contract's id-list rule reads the JSON list and words its own errors.
  if (fields.amenities !== undefined) overlay.amenities = fields.amenities;
  return {
    overlay,
    sanctionIds: readList(fields.sanctionIds, 'sanctionIds', errors),
    deletedSanctions: readList(fields.deletedSanctions, 'deletedSanctions', errors),
  };
}
