import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import type {
  PossessionPreference,
  PropertyListItem,
  RequirementPurpose,
} from 'shared-api/contract';
import type { Database } from '../db/schema';
import { declaredSelections, LIST_FIELDS, type PropertyRef } from './properties-selections';
import {
  listingPossessionFit,
  requirementFitsListing,
  requirementPossessionFit,
  type ListingFacts,
} from './requirement-matching';

type Db = Kysely<Database> | Transaction<Database>;

/** What a requirement asks, with its lists as ids (the forward direction's literals). */
export interface RequirementCriteria {
  budget_from: number;
  budget_to: number;
  possession: PossessionPreference;
  propertyTypes: readonly number[];
  bedrooms: readonly number[];
  cities: readonly number[];
  /** The statuses that serve its purpose (findStatusIdsFor). */
  statusIds: readonly number[];
}

export interface MatchPage {
  limit: number;
  offset: number;
}

/**
 * The listings `p` a requirement matches, its lists inlined so that each criterion is a plain
 * `in` or range the properties' own indexes answer (city, type, price; bedrooms).
 */
export function listingFits(
  criteria: Omit<RequirementCriteria, 'possession'>,
  ownerId: number | undefined,
) {
  return (eb: PropertyRef): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [
      eb('p.status_id', 'in', criteria.statusIds),
      eb('p.price', '>=', criteria.budget_from),
      eb('p.price', '<=', criteria.budget_to),
    ];
    if (criteria.propertyTypes.length > 0) {
      conditions.push(eb('p.property_type_id', 'in', criteria.propertyTypes));
    }
    if (criteria.bedrooms.length > 0) conditions.push(eb('p.bedrooms', 'in', criteria.bedrooms));
    if (criteria.cities.length > 0) conditions.push(eb('p.city_id', 'in', criteria.cities));
    if (ownerId !== undefined) conditions.push(eb('p.created_by', '=', ownerId));
    return eb.and(conditions);
  };
}

export type MatchRow = Omit<PropertyListItem, 'thumbnail'> & { possession_fit: number };

/** A page of a requirement's listings, best fit first: possession, price nearest the top, newest. */
export async function listRequirementMatches(
  db: Db,
  criteria: RequirementCriteria,
  currentMonth: string,
  ownerId: number | undefined,
  page: MatchPage,
): Promise<{ items: MatchRow[]; total: number }> {
  if (criteria.statusIds.length === 0) return { items: [], total: 0 };
  const fit = listingPossessionFit(criteria.possession, currentMonth);
  // The page first, then its rows' names (as the list does: a name is a subquery per row).
  const rows = db
    .selectFrom('properties as p')
    .where(listingFits(criteria, ownerId))
    .selectAll('p')
    .orderBy(fit, 'desc')
    .orderBy('p.price', 'desc')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  const [items, total] = await Promise.all([
    db
      .selectFrom(rows.as('p'))
      .select((eb) => [
        'p.id',
        'p.prp_id',
        'p.image1',
        ...declaredSelections(eb, LIST_FIELDS),
        'p.created_at',
        fit.as('possession_fit'),
      ])
      .orderBy(fit, 'desc')
      .orderBy('p.price', 'desc')
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .execute(),
    countRequirementMatches(db, criteria, ownerId),
  ]);
  // The selections are the declaration's list fields under their detail names (as the list's).
  return { items: items as unknown as MatchRow[], total };
}

/** How many listings a requirement matches (of `ownerId`'s, when given). */
export async function countRequirementMatches(
  db: Db,
  criteria: RequirementCriteria,
  ownerId: number | undefined,
): Promise<number> {
  if (criteria.statusIds.length === 0) return 0;
  const row = await db
    .selectFrom('properties as p')
    .where(listingFits(criteria, ownerId))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A page of the open requirements a listing matches: possession fit, tightest budget, newest. */
export async function listListingRequirements(
  db: Db,
  listing: ListingFacts,
  purposes: readonly RequirementPurpose[],
  currentMonth: string,
  page: MatchPage,
) {
  if (purposes.length === 0) return { ids: [], fits: new Map<number, number>(), total: 0 };
  const fit = requirementPossessionFit(listing, currentMonth);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('requirements as r')
      .where(requirementFitsListing(listing, purposes))
      .where('r.status', '=', 'open')
      .select(['r.id', fit.as('possession_fit')])
      .orderBy(fit, 'desc')
      .orderBy('r.budget_to', 'asc')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countListingRequirements(db, listing, purposes),
  ]);
  return {
    ids: rows.map((row) => row.id),
    fits: new Map(rows.map((row) => [row.id, Number(row.possession_fit)])),
    total,
  };
}

/** How many open requirements a listing matches. */
export async function countListingRequirements(
  db: Db,
  listing: ListingFacts,
  purposes: readonly RequirementPurpose[],
): Promise<number> {
  if (purposes.length === 0) return 0;
  const row = await db
    .selectFrom('requirements as r')
    .where(requirementFitsListing(listing, purposes))
    .where('r.status', '=', 'open')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
