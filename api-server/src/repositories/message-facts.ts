import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ListingSummary } from '../messages/payloads';

type Db = Kysely<Database> | Transaction<Database>;

/** A listing as a message names it, and its owner. */
export type ListingFacts = ListingSummary & { createdBy: number };

export async function findListingFacts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ListingFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('properties as p')
    .leftJoin('cities as c', 'c.id', 'p.city_id')
    .select([
      'p.id',
      'p.prp_id',
      'p.project_name',
      'p.price',
      'p.bedrooms',
      'c.name as city',
      'p.created_by',
    ])
    .where('p.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        prpId: row.prp_id,
        name: row.project_name,
        price: Number(row.price),
        bedrooms: row.bedrooms === null ? null : Number(row.bedrooms),
        city: row.city,
        createdBy: Number(row.created_by),
      },
    ]),
  );
}

/** A staff member a message may go to. */
export interface StaffRecipient {
  id: number;
  name: string;
  email: string;
  mobile: string;
  whatsapp: string | null;
  whatsappOptIn: boolean;
}

/**
 * Active staff (administrators, and agents when `agentId` names one): never a buyer or an
 * inactive account. Administrators first, then by id.
 */
export async function findStaffRecipients(
  db: Db,
  options: { agentId?: number; exceptId?: number } = {},
): Promise<StaffRecipient[]> {
  let query = db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'mobile', 'whatsapp', 'whatsapp_opt_in', 'role'])
    .where('is_active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('role', '=', 'admin'),
        ...(options.agentId === undefined
          ? []
          : [eb.and([eb('role', '=', 'agent'), eb('id', '=', options.agentId)])]),
      ]),
    );
  if (options.exceptId !== undefined) query = query.where('id', '!=', options.exceptId);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    whatsapp: row.whatsapp,
    whatsappOptIn: Number(row.whatsapp_opt_in) === 1,
  }));
}

/** Whether this e-mail (any case) has a marketing consent given and not withdrawn. */
export async function hasMarketingConsent(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('consents')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('purpose', '=', 'marketing')
    .where('withdrawn_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The marketing consents of this e-mail still in force (an unsubscribe withdraws them). */
export async function findMarketingConsentIds(db: Db, email: string): Promise<number[]> {
  const rows = await db
    .selectFrom('consents')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('purpose', '=', 'marketing')
    .where('withdrawn_at', 'is', null)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** The open requirements (with an e-mail) paired with this listing at `matchedAt`: its new matches. */
export async function findNewPairsOfListing(db: Db, listingId: number, matchedAt: string) {
  const rows = await db
    .selectFrom('requirement_matches as m')
    .innerJoin('requirements as r', 'r.id', 'm.requirement_id')
    .select(['r.id', 'r.name', 'r.email', 'r.mobile'])
    .where('m.property_id', '=', listingId)
    .where('m.matched_at', '=', matchedAt)
    .where('m.requirement_status', '=', 'open')
    .where('r.email', 'is not', null)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), email: row.email ?? '' }));
}

/** A staff member's WhatsApp alert settings. */
export async function findWhatsappSettings(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .select(['whatsapp', 'whatsapp_opt_in'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return { whatsapp: row?.whatsapp ?? null, whatsappOptIn: Number(row?.whatsapp_opt_in) === 1 };
}
