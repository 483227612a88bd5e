import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { PropertyListItem, PropertySort } from 'shared-api/contract';
import { compileOnce } from '../db/compiled-once';
import type { Database, Property } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Filters of the paged list; every one optional. */
export interface PropertyFilter {
  q?: string;
  cityId?: number;
  propertyTypeId?: number;
  statusId?: number;
  minPrice?: number;
  maxPrice?: number;
  createdBy?: number;
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
    if (filter.createdBy !== undefined) conditions.push(eb('p.created_by', '=', filter.createdBy));
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
  const items = await db
    .selectFrom('properties as p')
    .leftJoin('cities as c', 'c.id', 'p.city_id')
    .leftJoin('property_types as pt', 'pt.id', 'p.property_type_id')
    .leftJoin('statuses as s', 's.id', 'p.status_id')
    .where(whereFilter(filter))
    .select([
      'p.id',
      'p.prp_id',
      'p.image1',
      'p.project_name',
      'p.price',
      'c.name as city_name',
      'pt.name as property_type',
      'p.address',
      's.name as status',
      'p.unit',
      'p.created_at',
    ])
    .orderBy(`p.${column}`, direction)
    .orderBy('p.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const counted = await db
    .selectFrom('properties as p')
    .where(whereFilter(filter))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { items, total: Number(counted.total) };
}

export function findProperty(db: Db, id: number): Promise<Property | undefined> {
  return db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The lookups a property's detail read names: the lookup table, the property's key, the alias. */
const DETAIL_LOOKUPS = [
  { table: 'cities', column: 'city_id', as: 'city_name' },
  { table: 'statuses', column: 'status_id', as: 'status_name' },
  { table: 'project_types', column: 'project_type_id', as: 'project_type_name' },
  { table: 'property_types', column: 'property_type_id', as: 'property_type_name' },
  { table: 'ownership_types', column: 'ownership_type_id', as: 'ownership_type_name' },
  { table: 'transaction_types', column: 'transaction_type_id', as: 'transaction_type_name' },
  { table: 'possession_types', column: 'possession_type_id', as: 'possession_type_name' },
  { table: 'facings', column: 'facing_id', as: 'facing_name' },
  { table: 'floor_types', column: 'floor_type_id', as: 'flooring_type_name' },
  { table: 'water_sources', column: 'water_source_id', as: 'water_source_name' },
  { table: 'power_backups', column: 'power_backup_id', as: 'power_backup_name' },
] as const;

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

/**
 * The detail read in one statement: the property, every lookup's name, and its amenity names,
 * sanction names and sanction files each joined with ', ' in name order (null when none, empty
 * files left out). Each name is a scalar subquery on a primary key rather than a join: PostgreSQL
 * plans a twelve-table join anew on every request (about 1.2 ms of planning for 0.1 ms of running).
 * Compiled once and kept prepared on PostgreSQL (db/compiled-once.ts): planning this statement
 * costs more than running it.
 */
const selectPropertyDetail = compileOnce((db, id) =>
  db
    .selectFrom('properties as p')
    .selectAll('p')
    .select((eb) => [
      ...DETAIL_LOOKUPS.map(({ table, column, as }) =>
        eb
          .selectFrom(table)
          .select(`${table}.name`)
          .whereRef(`${table}.id`, '=', `p.${column}`)
          .as(as),
      ),
      eb
        .selectFrom('property_amenities as pa')
        .innerJoin('amenities as a', 'a.id', 'pa.amenity_id')
        .whereRef('pa.property_id', '=', 'p.id')
        .select((inner) => joinedInOrder(inner, inner.ref('a.name'), 'a').as('names'))
        .as('amenity_names'),
      eb
        .selectFrom('property_sanctions as ps')
        .innerJoin('sanctions as s', 's.id', 'ps.sanction_id')
        .whereRef('ps.property_id', '=', 'p.id')
        .select((inner) => joinedInOrder(inner, inner.ref('s.name'), 's').as('names'))
        .as('sanction_names'),
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
    ])
    .where('p.id', '=', id),
);

export async function findPropertyDetail(db: Db, id: number) {
  const [row] = await selectPropertyDetail(db, id);
  return row;
}
export type PropertyDetailRow = NonNullable<Awaited<ReturnType<typeof findPropertyDetail>>>;

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
