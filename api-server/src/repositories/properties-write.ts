import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, NewProperty, PropertyUpdate } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The public property number: 'PRP' and the row id, zero-padded (PRP000042). */
export function formatPrpId(id: number): string {
  return `PRP${String(id).padStart(6, '0')}`;
}

/**
 * Inserts a property and gives it its PRP number from its own id. Call inside a transaction: the
 * row briefly holds a random placeholder number (unique, never visible outside the transaction).
 */
export async function insertProperty(
  trx: Transaction<Database>,
  values: Omit<NewProperty, 'prp_id'>,
): Promise<{ id: number; prp_id: string }> {
  const placeholder = `TMP${randomBytes(8).toString('hex')}`;
  const { id } = await trx
    .insertInto('properties')
    .values({ ...values, prp_id: placeholder })
    .returning('id')
    .executeTakeFirstOrThrow();
  const prpId = formatPrpId(id);
  await trx.updateTable('properties').set({ prp_id: prpId }).where('id', '=', id).execute();
  return { id, prp_id: prpId };
}

export async function updatePropertyRow(db: Db, id: number, values: PropertyUpdate): Promise<void> {
  await db.updateTable('properties').set(values).where('id', '=', id).execute();
}

/** Deletes the row; its link rows go by cascade, enquiries keep their snapshot (set null). */
export async function deletePropertyRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('properties').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function replacePropertyAmenities(
  db: Db,
  propertyId: number,
  amenityIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('property_amenities').where('property_id', '=', propertyId).execute();
  if (amenityIds.length === 0) return;
  await db
    .insertInto('property_amenities')
    .values(amenityIds.map((amenityId) => ({ property_id: propertyId, amenity_id: amenityId })))
    .execute();
}

export async function insertPropertySanctions(
  db: Db,
  propertyId: number,
  sanctions: readonly { id: number; file: string | null }[],
): Promise<void> {
  if (sanctions.length === 0) return;
  await db
    .insertInto('property_sanctions')
    .values(
      sanctions.map((sanction) => ({
        property_id: propertyId,
        sanction_id: sanction.id,
        file: sanction.file,
      })),
    )
    .execute();
}

export async function setPropertySanctionFile(
  db: Db,
  propertyId: number,
  sanctionId: number,
  file: string,
): Promise<void> {
  await db
    .updateTable('property_sanctions')
    .set({ file })
    .where('property_id', '=', propertyId)
    .where('sanction_id', '=', sanctionId)
    .execute();
}

export async function deletePropertySanctions(
  db: Db,
  propertyId: number,
  sanctionIds: readonly number[],
): Promise<void> {
  if (sanctionIds.length === 0) return;
  await db
    .deleteFrom('property_sanctions')
    .where('property_id', '=', propertyId)
    .where('sanction_id', 'in', sanctionIds)
    .execute();
}
