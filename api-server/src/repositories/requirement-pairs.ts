import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { REQUIREMENT_STATUSES, type RequirementPurpose } from 'shared-api/contract';
import type { Database } from '../db/schema';
import {
  findPurposesOfStatus,
  findStatusIdsFor,
  requirementFitsListing,
  type RequirementRef,
} from './requirement-matching';
import type { PropertyRef } from './properties-selections';

type Db = Kysely<Database> | Transaction<Database>;

/** Every requirement status: a pair stays whatever the staff do with its requirement. */
const ALL_STATUSES = REQUIREMENT_STATUSES.map((status) => status.value);

/** What a requirement asks that decides its pairs (its lists as ids; an empty list is "any"). */
export interface PairCriteria {
  purpose: RequirementPurpose;
  budget_from: number;
  budget_to: number;
  propertyTypes: readonly number[];
  bedrooms: readonly number[];
  cities: readonly number[];
}

/**
 * The listings `p` a requirement matches (the forward direction), given the statuses that serve
 * its purpose. Its lists are inlined so that each criterion is a plain `in` or range the
 * properties' matching index answers.
 */
function listingFits(criteria: PairCriteria, statusIds: readonly number[]) {
  return (eb: PropertyRef): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [
      eb('p.status_id', 'in', statusIds),
      eb('p.price', '>=', criteria.budget_from),
      eb('p.price', '<=', criteria.budget_to),
    ];
    if (criteria.propertyTypes.length > 0) {
      conditions.push(eb('p.property_type_id', 'in', criteria.propertyTypes));
    }
    if (criteria.bedrooms.length > 0) conditions.push(eb('p.bedrooms', 'in', criteria.bedrooms));
    if (criteria.cities.length > 0) conditions.push(eb('p.city_id', 'in', criteria.cities));
    return eb.and(conditions);
  };
}

/**
 * Stores a new requirement's pairs (decision 089): every listing the forward query finds, unpaged,
 * matched now. Run in the transaction that inserted the requirement.
 */
export async function pairRequirement(
  db: Db,
  requirementId: number,
  criteria: PairCriteria,
  now: string,
): Promise<void> {
  const statusIds = await findStatusIdsFor(db, criteria.purpose);
  if (statusIds.length === 0) return;
  // The ids as literals: PostgreSQL types a bound parameter in a select list as text.
  await db
    .insertInto('requirement_matches')
    .columns(['requirement_id', 'property_id', 'matched_at', 'requirement_status'])
    .expression(
      db
        .selectFrom('properties as p')
        .where(listingFits(criteria, statusIds))
        .select((eb) => [
          sql.lit(requirementId).as('requirement_id'),
          'p.id',
          sql`${now}`.as('matched_at'),
          eb
            .selectFrom('requirements as r')
            .select('r.status')
            .where('r.id', '=', requirementId)
            .as('requirement_status'),
        ]),
    )
    .execute();
}

/**
 * Brings a saved listing's pairs up to date with the reverse query over requirements of every
 * status: pairs that no longer match go, new ones are matched `now`, and those that still match
 * keep their `matched_at` (an edit does not make an old match new). Run in the save's transaction.
 */
export async function pairListing(db: Db, listingId: number, now: string): Promise<void> {
  const listing = await db
    .selectFrom('properties')
    .select(['status_id', 'price', 'property_type_id', 'bedrooms', 'city_id', 'profession'])
    .where('id', '=', listingId)
    .executeTakeFirst();
  if (!listing) return;
  const purposes = await findPurposesOfStatus(db, listing.status_id);
  if (purposes.length === 0) {
    await db.deleteFrom('requirement_matches').where('property_id', '=', listingId).execute();
    return;
  }
  // Every status stated, so that the (status, purpose, budget_to) index answers.
  const matching = db
    .selectFrom('requirements as r')
    .where('r.status', 'in', ALL_STATUSES)
    .where(requirementFitsListing(listing, purposes));
  await db
    .deleteFrom('requirement_matches')
    .where('property_id', '=', listingId)
    .where('requirement_id', 'not in', matching.select('r.id'))
    .execute();
  await db
    .insertInto('requirement_matches')
    .columns(['requirement_id', 'property_id', 'matched_at', 'requirement_status'])
    .expression(
      matching.select([
        'r.id',
        sql.lit(listingId).as('property_id'),
        sql`${now}`.as('matched_at'),
        'r.status',
      ]),
    )
    .onConflict((conflict) => conflict.columns(['requirement_id', 'property_id']).doNothing())
    .execute();
}

/** `r` has a pair with a listing of `ownerId` (an agent's view of the requirements). */
export function pairedWithListingOf(ownerId: number) {
  return (eb: RequirementRef) =>
    eb.exists(
      eb
        .selectFrom('requirement_matches as m')
        .innerJoin('properties as p', 'p.id', 'm.property_id')
        .whereRef('m.requirement_id', '=', 'r.id')
        .where('p.created_by', '=', ownerId)
        .select('m.property_id'),
    );
}

/** The pair `m`'s listing is one of `ownerId`'s. */
function ofOwner(ownerId: number) {
  return (eb: ExpressionBuilder<Database & { m: Database['requirement_matches'] }, 'm'>) =>
    eb.exists(
      eb
        .selectFrom('properties as p')
        .whereRef('p.id', '=', 'm.property_id')
        .where('p.created_by', '=', ownerId)
        .select('p.id'),
    );
}

/** How many listings (of `ownerId`'s, when given) each of these requirements is paired with. */
export async function countPairsOfRequirements(
  db: Db,
  ids: readonly number[],
  ownerId: number | undefined,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  let query = db.selectFrom('requirement_matches as m').where('m.requirement_id', 'in', ids);
  if (ownerId !== undefined) query = query.where(ofOwner(ownerId));
  const rows = await query
    .groupBy('m.requirement_id')
    .select((eb) => ['m.requirement_id', eb.fn.countAll<number | string>().as('total')])
    .execute();
  return new Map(rows.map((row) => [row.requirement_id, Number(row.total)]));
}

/** How many open requirements each of these listings is paired with. */
export async function countOpenPairsOfListings(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('requirement_matches as m')
    .where('m.property_id', 'in', ids)
    .where('m.requirement_status', '=', 'open')
    .groupBy('m.property_id')
    .select((eb) => ['m.property_id', eb.fn.countAll<number | string>().as('total')])
    .execute();
  return new Map(rows.map((row) => [row.property_id, Number(row.total)]));
}

/**
 * Pairs matched at or after `since` whose requirement is open (of `ownerId`'s listings): a range
 * of the (requirement_status, matched_at, property_id) index.
 */
export async function countNewMatches(
  db: Db,
  since: string,
  ownerId: number | undefined,
): Promise<number> {
  let query = db
    .selectFrom('requirement_matches as m')
    .where('m.requirement_status', '=', 'open')
    .where('m.matched_at', '>=', since);
  if (ownerId !== undefined) query = query.where(ofOwner(ownerId));
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
