import type { Kysely } from 'kysely';
import {
  REQUIREMENT_MESSAGES,
  type CallerRequirementInput,
  type MatchPageQuery,
  type PropertyRequirementMatch,
  type RequirementInput,
  type RequirementListQuery,
  type RequirementMatch,
  type RequirementRow,
  type RequirementStatus,
} from 'shared-api/contract';
import type { Database, Property } from '../db/schema';
import { HttpError, httpError, type ErrorMap } from '../lib/http-error';
import { indiaMonth } from '../lib/india-month';
import { nowIso } from '../lib/tokens';
import type { AuthUser } from '../plugins/auth';
import {
  listListingRequirements,
  listRequirementMatches,
} from '../repositories/requirement-queries';
import { listRequirements } from '../repositories/requirement-list';
import {
  countOpenPairsOfListings,
  countPairsOfRequirements,
} from '../repositories/requirement-pairs';
import { findPurposesOfStatus, fitsPossession } from '../repositories/requirement-matching';
import {
  findExistingIds,
  findListingIds,
  findRequirement,
  insertRequirement,
  updateRequirementStatus,
  withLists,
  type RequirementRecord,
} from '../repositories/requirements';
import type { AppConfig } from '../plugins/env';
import type { Outbox } from '../plugins/outbox';
import { queueRequirementMessages } from './outbox-events';
import { toListItem } from './properties/to-wire';
import { recordStatusChange } from './history';

type Db = Kysely<Database>;

export const REQUIREMENT_ADDED = 'Requirement added';
export const REQUIREMENT_UPDATED = 'Requirement updated';
export const REQUIREMENT_NOT_FOUND = 'Requirement not found';
/** A page of requirements or matches without `limit`. */
export const REQUIREMENT_PAGE_DEFAULT = 20;

/** 400 with field errors (under `prefix`) when a list names an unknown property type or city. */
export async function assertKnownLookups(
  db: Db,
  input: RequirementInput,
  prefix = '',
): Promise<void> {
  const [types, cities] = await Promise.all([
    findExistingIds(db, 'property_types', input.propertyTypes),
    findExistingIds(db, 'cities', input.cities),
  ]);
  const errors: ErrorMap = {};
  if (input.propertyTypes.some((id) => !types.has(id))) {
    errors[`${prefix}propertyTypes`] = REQUIREMENT_MESSAGES.propertyTypes;
  }
  if (input.cities.some((id) => !cities.has(id))) {
    errors[`${prefix}cities`] = REQUIREMENT_MESSAGES.cities;
  }
  const message = Object.values(errors)[0];
  if (message) throw new HttpError(400, message, errors);
}

const pageOf = (query: MatchPageQuery) => ({
  limit: query.limit ?? REQUIREMENT_PAGE_DEFAULT,
  offset: query.offset ?? 0,
});

/** An agent sees their own listings only; the administrator every listing. */
const ownerOf = (user: AuthUser) => (user.role === 'admin' ? undefined : user.id);

/**
 * A page of the listings `requirement` matches, best first (of `ownerId`'s listings only, when
 * given). Also a buyer's own page (services/buyer.ts).
 */
export async function listingsOf(
  db: Db,
  requirement: RequirementRecord,
  query: MatchPageQuery,
  ownerId?: number,
): Promise<{ items: RequirementMatch[]; total: number }> {
  const { items, total } = await listRequirementMatches(
    db,
    requirement,
    indiaMonth(),
    ownerId,
    pageOf(query),
  );
  const answer = items.map(({ possession_fit, ...row }) => ({
    ...toListItem(row),
    fit: {
      type: true,
      bedrooms: true,
      budget: true,
      city: true,
      possession: possession_fit === 1,
    },
  }));
  return { items: answer, total };
}

/**
 * Requirements and their matches (decision 089): the staff add one for a caller, list them (an
 * agent: those matching one of their listings), see a requirement's listings and a listing's
 * requirements ranked by fit, and set a status. The matching itself runs in the database.
 */
export function requirementService({
  db,
  config,
  outbox,
}: {
  db: Db;
  config: Pick<AppConfig, 'messages'>;
  outbox?: Pick<Outbox, 'wake'>;
}) {
  /** Rows as the list answers them, each with its pairs (with `ownerId`'s listings). */
  async function toRows(
    rows: readonly RequirementRecord[],
    ownerId: number | undefined,
  ): Promise<RequirementRow[]> {
    const [listed, matches] = await Promise.all([
      withLists(db, rows),
      countPairsOfRequirements(
        db,
        rows.map((row) => row.id),
        ownerId,
      ),
    ]);
    return listed.map((row) => ({ ...row, matches: matches.get(row.id) ?? 0 }));
  }

  return {
    /** A caller's requirement, recorded by the staff; returns its id. */
    async addForCaller(input: CallerRequirementInput, actor: AuthUser): Promise<number> {
      await assertKnownLookups(db, input.requirement, 'requirement.');
      const person = {
        userId: null,
        name: input.name,
        mobile: input.mobile,
        email: input.email,
        createdBy: actor.id,
      };
      const now = nowIso();
      const id = await db.transaction().execute(async (trx) => {
        const requirementId = await insertRequirement(trx, person, input.requirement, now);
        await queueRequirementMessages(
          trx,
          { messages: config.messages, now },
          { source: 'staff', person, requirementId, createdBy: actor.id },
        );
        return requirementId;
      });
      outbox?.wake();
      return id;
    },

    /** A page of requirements, newest first (an agent: those matching their listings). */
    async page(user: AuthUser, query: RequirementListQuery) {
      const ownerId = ownerOf(user);
      const { items, total } = await listRequirements(
        db,
        {
          status: query.status,
          purpose: query.purpose,
          q: query.q || undefined,
          cityId: query.city,
          bedrooms: query.bhk,
          ownerId,
        },
        pageOf(query),
      );
      return { items: await toRows(items, ownerId), total };
    },

    /** The listings a requirement matches, best first; an agent's own only (404 when none). */
    async matches(id: number, user: AuthUser, query: MatchPageQuery) {
      const requirement = await findRequirement(db, id);
      if (!requirement) throw httpError(404, REQUIREMENT_NOT_FOUND);
      const ownerId = ownerOf(user);
      const answer = await listingsOf(db, requirement, query, ownerId);
      if (ownerId !== undefined && answer.total === 0) throw httpError(404, REQUIREMENT_NOT_FOUND);
      return answer;
    },

    /** The open requirements a listing (already checked as the caller's) matches, best first. */
    async ofProperty(property: Property, query: MatchPageQuery) {
      const purposes = await findPurposesOfStatus(db, property.status_id);
      const month = indiaMonth();
      const { ids, total } = await listListingRequirements(
        db,
        property,
        purposes,
        month,
        pageOf(query),
      );
      const found = await Promise.all(ids.map((id) => findRequirement(db, id)));
      const rows = await withLists(
        db,
        found.filter((row): row is RequirementRecord => row !== undefined),
      );
      const items: PropertyRequirementMatch[] = rows.map((row) => ({
        ...row,
        fit: {
          type: true,
          bedrooms: true,
          budget: true,
          city: true,
          possession: fitsPossession(row.possession, property.profession, month),
        },
      }));
      return { items, total };
    },

    /** Open requirements paired per listing; an agent's listings only (others left out). */
    async counts(ids: readonly number[], user: AuthUser): Promise<Record<string, number>> {
      const listings = await findListingIds(db, ids, ownerOf(user));
      const counted = await countOpenPairsOfListings(db, listings);
      return Object.fromEntries(listings.map((id) => [String(id), counted.get(id) ?? 0]));
    },

    /** Sets a status; an agent only on a requirement they can see (else 404). */
    async setStatus(id: number, status: RequirementStatus, user: AuthUser): Promise<void> {
      const requirement = await findRequirement(db, id);
      if (!requirement) throw httpError(404, REQUIREMENT_NOT_FOUND);
      const ownerId = ownerOf(user);
      if (ownerId !== undefined) {
        const paired = await countPairsOfRequirements(db, [id], ownerId);
        if (!paired.get(id)) throw httpError(404, REQUIREMENT_NOT_FOUND);
      }
      await db
        .transaction()
        .execute((trx) =>
          recordStatusChange(trx, { entity: 'requirement', id, actorId: user.id }, () =>
            updateRequirementStatus(trx, id, status, nowIso()),
          ),
        );
    },
  };
}
