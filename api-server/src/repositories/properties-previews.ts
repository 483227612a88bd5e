import type { Kysely, Transaction } from 'kysely';
import { PROPERTY_SITEMAP_PAGE_SIZE, type PropertySitemapItem } from 'shared-api/contract';
import { compileOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

// What search engines and link previews read. Every property is public: the list and the detail
// read show every row (there is no hidden or draft state), so these reads filter nothing either.
// A state that hides a property from visitors must be applied here as in those two reads.

type Db = Kysely<Database> | Transaction<Database>;

/** What a property's share image is made of. */
export interface ShareCardRow {
  id: number;
  updated_at: string;
  project_name: string;
  price: number;
  bedrooms: number | null;
  image1: string | null;
  city_name: string | null;
  rera_number: string | null;
}

/** One property's share image text and photo, in one statement on its primary key. */
const selectShareCard = compileOnce((db, id) =>
  db
    .selectFrom('properties as p')
    .select((eb) => [
      'p.id',
      'p.updated_at',
      'p.project_name',
      'p.price',
      'p.bedrooms',
      'p.image1',
      'p.rera_number',
      eb
        .selectFrom('cities as c')
        .select('c.name')
        .whereRef('c.id', '=', 'p.city_id')
        .as('city_name'),
    ])
    .where('p.id', '=', id),
);

export async function findShareCard(db: Db, id: number): Promise<ShareCardRow | undefined> {
  const [row] = await selectShareCard(db, id);
  return row;
}

/**
 * One page of the sitemap in id order, four columns, and the number of properties: the total is
 * a scalar subquery that each row repeats (both engines run it once). The page is a walk of the
 * primary key (offset, then limit), never a sort.
 */
export function sitemapPageQuery(db: Db, page: number) {
  return db
    .selectFrom('properties as p')
    .select((eb) => [
      'p.id',
      'p.updated_at',
      'p.project_name',
      'p.image1 as image',
      eb
        .selectFrom('properties')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .as('total'),
    ])
    .orderBy('p.id')
    .limit(PROPERTY_SITEMAP_PAGE_SIZE)
    .offset((page - 1) * PROPERTY_SITEMAP_PAGE_SIZE);
}

/**
 * A page of the sitemap and the total, in one statement; a page past the end has no row to carry
 * the total, so only then is it counted on its own.
 */
export async function listSitemapPage(
  db: Db,
  page: number,
): Promise<{ total: number; items: PropertySitemapItem[] }> {
  const rows = await sitemapPageQuery(db, page).execute();
  const first = rows[0];
  const total = first ? first.total : await countProperties(db);
  const items = rows.map(({ id, updated_at, project_name, image }) => ({
    id,
    updated_at,
    project_name,
    image,
  }));
  return { total: Number(total), items };
}

async function countProperties(db: Db): Promise<number | string> {
  const { count } = await db
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return count;
}
