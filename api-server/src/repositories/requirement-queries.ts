import type { Kysely, Transaction } from 'kysely';
import type {
  PossessionPreference,
  PropertyListItem,
  RequirementPurpose,
} from 'shared-api/contract';
import type { Database } from '../db/schema';
import { declaredSelections, LIST_FIELDS } from './properties-selections';
import {
  listingPossessionFit,
  requirementFitsListing,
  requirementPossessionFit,
  type ListingFacts,
} from './requirement-matching';

type Db = Kysely<Database> | Transaction<Database>;

export interface MatchPage {
  limit: number;
  offset: number;
}

export type MatchRow = Omit<PropertyListItem, 'thumbnail'> & { possession_fit: number };

/** The requirement whose listings are read: its pairs, ranked by its possession preference. */
export interface MatchedRequirement {
  id: number;
  possession: PossessionPreference;
}

/** The pairs `m` of a requirement, with their listings `p` (of `ownerId`'s, when given). */
function pairedListings(db: Db, requirementId: number, ownerId: number | undefined) {
  const pairs = db
    .selectFrom('requirement_matches as m')
    .innerJoin('properties as p', 'p.id', 'm.property_id')
    .where('m.requirement_id', '=', requirementId);
  return ownerId === undefined ? pairs : pairs.where('p.created_by', '=', ownerId);
}

/**
 * A page of a requirement's listings, best fit first: possession, price nearest the top, newest.
 * They are its stored pairs (decision 089): the page and the count read the pairs' primary key
 * and the listings they name, whatever the size of the table.
 */
export async function listRequirementMatches(
  db: Db,
  requirement: MatchedRequirement,
  currentMonth: string,
  ownerId: number | undefined,
  page: MatchPage,
): Promise<{ items: MatchRow[]; total: number }> {
  const fit = listingPossessionFit(requirement.possession, currentMonth);
  // The page's ids ranked first, then its rows' fields and names (as the list does: a name is a
  // subquery per row), so that the ranking sorts keys rather than whole listings.
  const ranked = pairedListings(db, requirement.id, ownerId)
    .select(['p.id', fit.as('fit'), 'p.price', 'p.created_at'])
    .orderBy(fit, 'desc')
    .orderBy('p.price', 'desc')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  const [items, count] = await Promise.all([
    db
      .selectFrom(ranked.as('k'))
      .innerJoin('properties as p', 'p.id', 'k.id')
      .select((eb) => [
        'p.id',
        'p.prp_id',
        'p.image1',
        ...declaredSelections(eb, LIST_FIELDS),
        'p.created_at',
        'k.fit as possession_fit',
      ])
      .orderBy('k.fit', 'desc')
      .orderBy('k.price', 'desc')
      .orderBy('k.created_at', 'desc')
      .orderBy('k.id', 'desc')
      .execute(),
    (ownerId === undefined
      ? db.selectFrom('requirement_matches as m').where('m.requirement_id', '=', requirement.id)
      : pairedListings(db, requirement.id, ownerId)
    )
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  // The selections are the declaration's list fields under their detail names (as the list's).
  return { items: items as unknown as MatchRow[], total: Number(count.total) };
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
