import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { PossessionPreference, RequirementPurpose } from 'shared-api/contract';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** An expression builder over `requirements as r`. */
export type RequirementRef = ExpressionBuilder<Database & { r: Database['requirements'] }, 'r'>;

/**
 * A listing's status is for a purpose when its name contains the purpose's word, in any case
 * (decision 089): the statuses are a lookup list the broker may rename, and 'Sold' or 'Under
 * Offer' name neither, so they never match.
 */
const PURPOSE_PATTERNS: Record<RequirementPurpose, string> = { rent: '%rent%', buy: '%sale%' };

/** The ids of the statuses a listing for `purpose` has. */
export async function findStatusIdsFor(db: Db, purpose: RequirementPurpose): Promise<number[]> {
  const rows = await db
    .selectFrom('statuses')
    .select('id')
    .where(sql<string>`lower(name)`, 'like', PURPOSE_PATTERNS[purpose])
    .execute();
  return rows.map((row) => row.id);
}

/** The purposes a listing with this status serves (none for Sold, Under Offer or no status). */
export async function findPurposesOfStatus(
  db: Db,
  statusId: number | null,
): Promise<RequirementPurpose[]> {
  if (statusId === null) return [];
  const status = await db
    .selectFrom('statuses')
    .select('name')
    .where('id', '=', statusId)
    .executeTakeFirst();
  if (!status) return [];
  const name = status.name.toLowerCase();
  return (Object.keys(PURPOSE_PATTERNS) as RequirementPurpose[]).filter((purpose) =>
    name.includes(PURPOSE_PATTERNS[purpose].replace(/%/g, '')),
  );
}

/** The three lists of a requirement and the listing column each one names. */
const LISTS = [
  { table: 'requirement_property_types', column: 'property_type_id', listing: 'property_type_id' },
  { table: 'requirement_bedrooms', column: 'bedrooms', listing: 'bedrooms' },
  { table: 'requirement_cities', column: 'city_id', listing: 'city_id' },
] as const;
type ListTable = (typeof LISTS)[number]['table'];

/**
 * The requirement `r` states no item of the list, or states `value`. A null value (a listing
 * without bedrooms) fits only a requirement whose list is empty: null equals nothing.
 */
function listFits(
  table: ListTable,
  column: string,
  value: Expression<unknown> | number | null,
): RawBuilder<SqlBool> {
  const list = sql.table(table);
  const none = sql<SqlBool>`not exists (select 1 from ${list} l where l.requirement_id = r.id)`;
  if (value === null) return none;
  return sql<SqlBool>`(${none} or exists (select 1 from ${list} l where l.requirement_id = r.id and ${sql.ref(`l.${column}`)} = ${value}))`;
}

/** 1 when a listing's possession month (`p.profession`, YYYY-MM) fits the preference, else 0. */
export function listingPossessionFit(
  preference: PossessionPreference,
  currentMonth: string,
): RawBuilder<number> {
  if (preference === 'any') return sql<number>`1`;
  const fits =
    preference === 'ready'
      ? sql<SqlBool>`p.profession <= ${currentMonth}`
      : sql<SqlBool>`p.profession > ${currentMonth}`;
  return sql<number>`(case when ${fits} then 1 else 0 end)`;
}

/** Does a listing's possession month fit a preference (null: a month nobody gave fits only 'any'). */
export function fitsPossession(
  preference: PossessionPreference,
  month: string | null,
  currentMonth: string,
): boolean {
  if (preference === 'any') return true;
  if (month === null) return false;
  return preference === 'ready' ? month <= currentMonth : month > currentMonth;
}

/** What a listing offers, for its requirements (the reverse direction). */
export interface ListingFacts {
  price: number;
  property_type_id: number | null;
  bedrooms: number | null;
  city_id: number | null;
  profession: string | null;
}

/**
 * The requirements `r` a listing matches, given the purposes its status serves, whatever their
 * status (the reads add theirs).
 */
export function requirementFitsListing(
  listing: ListingFacts,
  purposes: readonly RequirementPurpose[],
) {
  return (eb: RequirementRef): Expression<SqlBool> =>
    eb.and([
      eb('r.purpose', 'in', purposes),
      eb('r.budget_to', '>=', listing.price),
      eb('r.budget_from', '<=', listing.price),
      ...LISTS.map((list) => listFits(list.table, list.column, listing[list.listing])),
    ]);
}

/** 1 when the listing's possession month fits the requirement `r`'s preference, else 0. */
export function requirementPossessionFit(listing: ListingFacts, currentMonth: string) {
  const flag = (preference: PossessionPreference) =>
    sql.lit(fitsPossession(preference, listing.profession, currentMonth) ? 1 : 0);
  return sql<number>`(case r.possession when 'any' then 1 when 'ready' then ${flag('ready')} else ${flag('under_construction')} end)`;
}
