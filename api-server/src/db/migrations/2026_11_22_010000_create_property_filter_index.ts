import type { Kysely } from 'kysely';

// The home page's filter form (city, property type, a budget range, cheapest first). With only the
// single-column city index, the page's count walked every property of the city, so a filtered
// page grew with the table; this index answers both the count and the sorted page from a range.
const INDEX = 'properties_city_type_price_idx';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex(INDEX)
    .on('properties')
    .columns(['city_id', 'property_type_id', 'price', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
}
