import type { Kysely } from 'kysely';
import type { Database, NewProperty } from '../../src/db/schema';

let propertyCounter = 0;

/**
 * Inserts a minimal property straight into the database (the property API belongs to another
 * module; these tests only need rows that use lookups and receive enquiries).
 */
export async function insertProperty(
  db: Kysely<Database>,
  createdBy: number,
  values: Partial<NewProperty> = {},
): Promise<{ id: number; prp_id: string; project_name: string }> {
  propertyCounter += 1;
  const now = new Date().toISOString();
  const prpId = `PRP-T${propertyCounter}${Date.now() % 100000}`;
  const row = await db
    .insertInto('properties')
    .values({
      prp_id: prpId,
      address: 'Survey No. 12, Baner Road',
      project_name: `Test Residency ${propertyCounter}`,
      price: 4_500_000,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
      ...values,
    })
    .returning(['id', 'prp_id', 'project_name'])
    .executeTakeFirstOrThrow();
  return row;
}
