import type { Kysely, Transaction } from 'kysely';
import type { FieldErrors, PropertyDraft } from 'shared-api/contract';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
type LookupTableName =
  | 'cities'
  | 'statuses'
  | 'project_types'
  | 'property_types'
  | 'ownership_types'
  | 'facings'
  | 'transaction_types'
  | 'possession_types'
  | 'floor_types'
  | 'water_sources'
  | 'power_backups'
  | 'amenities'
  | 'sanctions';

/** Draft field → the lookup table its ids come from, and the label of its message. */
const REFERENCES: readonly [keyof PropertyDraft, LookupTableName, string][] = [
  ['cities', 'cities', 'City'],
  ['status', 'statuses', 'Status'],
  ['project', 'project_types', 'Project type'],
  ['property', 'property_types', 'Property type'],
  ['ownership', 'ownership_types', 'Ownership'],
  ['facing', 'facings', 'Facing'],
  ['transaction', 'transaction_types', 'Transaction type'],
  ['possession', 'possession_types', 'Possession type'],
  ['flooring', 'floor_types', 'Flooring'],
  ['waterSource', 'water_sources', 'Water source'],
  ['powerBackup', 'power_backups', 'Power backup'],
  ['amenities', 'amenities', 'Amenities'],
  ['sanction', 'sanctions', 'Sanctions'],
];

function idsOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.filter((item): item is number => typeof item === 'number');
  return typeof value === 'number' ? [value] : [];
}

/**
 * Field errors for ids that name no lookup row (a list edited while the form was open, or a
 * hand-made request). Without this check the foreign keys would answer a vague 409.
 */
export async function findUnknownReferences(db: Db, draft: PropertyDraft): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [field, table, label] of REFERENCES) {
    const ids = idsOf(draft[field]);
    if (ids.length === 0) continue;
    // Every lookup table has the same shape; typed against one name, run against `table`.
    const found = await db
      .selectFrom(table as 'cities')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    if (found.length < new Set(ids).size) errors[field] = `${label} must be chosen from the list`;
  }
  return errors;
}
