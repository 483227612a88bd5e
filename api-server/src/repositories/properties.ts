import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { type PropertyDetail, type PropertyListItem, type PropertySort } from 'shared-api/contract';
import { compileOnce } from '../db/compiled-once';
import type { Database, Property } from '../db/schema';
import { IMAGE_COLUMNS } from './properties-mapping';
import { declaredSelections, LIST_FIELDS, PROPERTY_DETAIL_FIELDS } from './properties-selections';

type Db = Kysely<Database> | Transaction<Database>;

/** Filters of the paged list; every one optional. */
export interface PropertyFilter {
  q?: string;
  cityId?: number;
  propertyTypeId?: number;
  statusId?: number;
  minPrice?: number;
  maxPrice?: number;
  /** Any of these bedroom counts (0 is a studio); absent or empty: any, with or without. */
  bedrooms?: readonly number[];
  /** Carpet area range, sq.ft.; a listing without a carpet area is outside every range. */
  minCarpetArea?: number;
  maxCarpetArea?: number;
  createdBy?: number;
  /** Only the listings without a RERA registration number. */
  withoutRera?: boolean;
  /** Only these listings (a visitor's shortlist). */
  ids?: readonly number[];
}

export interface PropertyPage {
  limit: number;
  offset: number;
  sort: PropertySort;
}

type ListItemRow = Omit<PropertyListItem, 'thumbnail'>;

/** `like` treats % and _ as wildcards; a search for "50%" means the characters themselves. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereFilter(filter: PropertyFilter) {
  return (eb: ExpressionBuilder<Database & { p: Database['properties'] }, 'p'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.q) {
      const pattern = containsPattern(filter.q);
      const matches = (column: 'p.prp_id' | 'p.project_name' | 'p.address') =>
        sql<SqlBool>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`;
      conditions.push(
        eb.or([matches('p.prp_id'), matches('p.project_name'), matches('p.address')]),
      );
    }
    if (filter.cityId !== undefined) conditions.push(eb('p.city_id', '=', filter.cityId));
    if (filter.propertyTypeId !== undefined) {
      conditions.push(eb('p.property_type_id', '=', filter.propertyTypeId));
    }
    if (filter.statusId !== undefined) conditions.push(eb('p.status_id', '=', filter.statusId));
    if (filter.minPrice !== undefined) conditions.push(eb('p.price', '>=', filter.minPrice));
    if (filter.maxPrice !== undefined) conditions.push(eb('p.price', '<=', filter.maxPrice));
    if (filter.bedrooms !== undefined && filter.bedrooms.length > 0) {
      conditions.push(eb('p.bedrooms', 'in', filter.bedrooms));
    }
    if (filter.minCarpetArea !== undefined) {
      conditions.push(eb('p.carpet_area', '>=', filter.minCarpetArea));
    }
    if (filter.maxCarpetArea !== undefined) {
      conditions.push(eb('p.carpet_area', '<=', filter.maxCarpetArea));
    }
    if (filter.createdBy !== undefined) conditions.push(eb('p.created_by', '=', filter.createdBy));
    if (filter.withoutRera) conditions.push(eb('p.rera_number', 'is', null));
    if (filter.ids !== undefined) conditions.push(eb('p.id', 'in', filter.ids));
    return eb.and(conditions);
  };
}

const SORTS: Record<PropertySort, ['created_at' | 'price', 'asc' | 'desc']> = {
  newest: ['created_at', 'desc'],
  oldest: ['created_at', 'asc'],
  price_asc: ['price', 'asc'],
  price_desc: ['price', 'desc'],
};

/** One page of list items and the total of the filter. Sorted on indexed (column, id) pairs. */
export async function listProperties(
  db: Db,
  filter: PropertyFilter,
  page: PropertyPage,
): Promise<{ items: ListItemRow[]; total: number }> {
  const [column, direction] = SORTS[page.sort];
  // The page first, then its rows' names: a lookup's name is a subquery per row (see
  // declaredSelections), and PostgreSQL would otherwise run it for every row an offset skips.
  const rows = db
    .selectFrom('properties as p')
    .where(whereFilter(filter))
    .selectAll('p')
    .orderBy(`p.${column}`, direction)
    .orderBy('p.id', direction)
    .limit(page.limit)
    .offset(page.offset);
  const items = await db
    .selectFrom(rows.as('p'))
    .select((eb) => [
      'p.id',
      'p.prp_id',
      'p.image1',
      ...declaredSelections(eb, LIST_FIELDS),
      'p.created_at',
    ])
    .orderBy(`p.${column}`, direction)
    .orderBy('p.id', direction)
    .execute();
  const counted = await db
    .selectFrom('properties as p')
    .where(whereFilter(filter))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  // The selections are the declaration's list fields under their detail names (see LIST_FIELDS).
  return { items: items as ListItemRow[], total: Number(counted.total) };
}

export function findProperty(db: Db, id: number): Promise<Property | undefined> {
  return db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * `string_agg(value, ', ' order by name, id)` over a lookup table's rows (amenities or sanctions,
 * by alias): the same SQL on PostgreSQL and on SQLite (3.44 and later). Null when there are none.
 */
function joinedInOrder<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  value: Expression<string | null>,
  lookup: 'a' | 's',
) {
  return eb.fn
    .agg<string | null>('string_agg', [value, sql.lit(', ')])
    .orderBy(sql.ref(`${lookup}.name`))
    .orderBy(sql.ref(`${lookup}.id`));
}

/** The detail read's row: the answer but for the image variants, which are paths made from it. */
export type PropertyDetailRow = Omit<PropertyDetail, 'gallery' | 'gallery_medium'>;

/**
 * The detail read in one statement: the property's fields under their detail names (lookups by
 * their item's name), and its amenity names, sanction names and sanction files each joined with
 * ', ' in name order (null when none, empty files left out), and its two times as stored (the
 * pages' head tags and share image URLs use updated_at). Compiled once and kept prepared on
 * PostgreSQL (db/compiled-once.ts): planning this statement costs more than running it.
 */
const selectPropertyDetail = compileOnce((db, id) =>
  db
    .selectFrom('properties as p')
    .select((eb) => [
      'p.id',
      'p.prp_id',
      ...declaredSelections(eb, PROPERTY_DETAIL_FIELDS),
      ...IMAGE_COLUMNS.map((column) => eb.ref(`p.${column}`).as(column)),
      'p.video',
      eb
        .selectFrom('property_amenities as pa')
        .innerJoin('amenities as a', 'a.id', 'pa.amenity_id')
        .whereRef('pa.property_id', '=', 'p.id')
        .select((inner) => joinedInOrder(inner, inner.ref('a.name'), 'a').as('names'))
        .as('amenities'),
      eb
        .selectFrom('property_sanctions as ps')
        .innerJoin('sanctions as s', 's.id', 'ps.sanction_id')
        .whereRef('ps.property_id', '=', 'p.id')
        .select((inner) => joinedInOrder(inner, inner.ref('s.name'), 's').as('names'))
        .as('sanctions'),
      eb
        .selectFrom('property_sanctions as ps')
        .innerJoin('sanctions as s', 's.id', 'ps.sanction_id')
        .whereRef('ps.property_id', '=', 'p.id')
        .select((inner) =>
          joinedInOrder(inner, inner.fn<string | null>('nullif', ['ps.file', sql.lit('')]), 's').as(
            'files',
          ),
        )
        .as('sanction_files'),
      'p.created_by',
      'p.created_at',
      'p.updated_at',
    ])
    .where('p.id', '=', id),
);

export async function findPropertyDetail(
  db: Db,
  id: number,
): Promise<PropertyDetailRow | undefined> {
  const [row] = await selectPropertyDetail(db, id);
  // The declared selections are named by the declaration's detail names, the names the
  // contract's PropertyDetail derives from; Kysely cannot type names built in a loop.
  return row as PropertyDetailRow | undefined;
}

/** Amenities of a property (id and name), in name order. */
export const listPropertyAmenities = compileOnce((db, propertyId) =>
  db
    .selectFrom('property_amenities as pa')
    .innerJoin('amenities as a', 'a.id', 'pa.amenity_id')
    .select(['a.id', 'a.name'])
    .where('pa.property_id', '=', propertyId)
    .orderBy('a.name')
    .orderBy('a.id'),
);

/** Sanctions of a property (id, name and the property's file for it), in name order. */
export const listPropertySanctions = compileOnce((db, propertyId) =>
  db
    .selectFrom('property_sanctions as ps')
    .innerJoin('sanctions as s', 's.id', 'ps.sanction_id')
    .select(['s.id', 's.name', 'ps.file'])
    .where('ps.property_id', '=', propertyId)
    .orderBy('s.name')
    .orderBy('s.id'),
);
