import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { indiaMonth } from '../lib/india-month';
import type { MessagesConfig } from '../plugins/env';
import {
  findListingFacts,
  findNewPairsOfListing,
  findStaffRecipients,
  hasMarketingConsent,
  type ListingFacts,
  type StaffRecipient,
} from '../repositories/message-facts';
import {
  findLatestMatchAlert,
  insertMessages,
  updatePayload,
  type NewMessage,
} from '../repositories/outbox';
import { listRequirementMatches } from '../repositories/requirement-queries';
import { findRequirement, findRequirementLists } from '../repositories/requirements';
import type {
  EnquiryPayload,
  ListingSummary,
  MatchPayload,
  PersonSummary,
  RequirementPayload,
  RequirementSummary,
} from '../messages/payloads';

type Trx = Transaction<Database>;

/** What the messages of one save need besides the save: the channels' settings and its time. */
export interface MessageContext {
  messages: Pick<MessagesConfig, 'webhook' | 'matchDigestMs'>;
  now: string;
}

/** Reserved names (RFC 2606, 6762) are never delivered: the seeded admin's placeholder address. */
export function isDeliverable(email: string): boolean {
  return !/\.(local|invalid)$/i.test(email.trim());
}

const summaryOf = ({ createdBy: _owner, ...listing }: ListingFacts): ListingSummary => listing;

/** An e-mail to each staff member (one per address) and WhatsApp to those who opted in. */
function staffAlerts(
  staff: readonly StaffRecipient[],
  base: Omit<NewMessage, 'channel' | 'recipient'>,
  withWhatsapp: boolean,
): NewMessage[] {
  const emails = new Set<string>();
  const messages: NewMessage[] = [];
  for (const member of staff) {
    const email = member.email.toLowerCase();
    if (isDeliverable(email) && !emails.has(email)) {
      emails.add(email);
      messages.push({ ...base, channel: 'email', recipient: email });
    }
    if (withWhatsapp && member.whatsappOptIn && member.whatsapp) {
      messages.push({ ...base, channel: 'whatsapp', recipient: member.whatsapp });
    }
  }
  return messages;
}

/** The lead for the CRM, when a webhook is set (its URL is the recipient). */
function leadWebhook(
  context: MessageContext,
  base: Omit<NewMessage, 'kind' | 'channel' | 'recipient'>,
): NewMessage[] {
  const webhook = context.messages.webhook;
  return webhook
    ? [{ ...base, kind: 'lead-webhook', channel: 'webhook', recipient: webhook.url }]
    : [];
}

/**
 * A new enquiry's messages, in its transaction: the new-lead alert to the listing's agent and
 * every active administrator (e-mail, and WhatsApp to those opted in), the acknowledgement to
 * the enquirer, and the webhook when one is set. All are about the enquiry itself, which its
 * form's consent covers (decision 087).
 */
export async function queueEnquiryMessages(
  trx: Trx,
  context: MessageContext,
  enquiry: { id: number; listingId: number; person: EnquiryPayload['person'] } & Pick<
    EnquiryPayload,
    'time' | 'remark'
  >,
): Promise<void> {
  const listing = (await findListingFacts(trx, [enquiry.listingId])).get(enquiry.listingId);
  if (!listing) return;
  const staff = await findStaffRecipients(trx, { agentId: listing.createdBy });
  const agent = staff.find((member) => member.id === listing.createdBy);
  const payload: EnquiryPayload = {
    source: 'enquiry',
    enquiryId: enquiry.id,
    person: enquiry.person,
    time: enquiry.time,
    remark: enquiry.remark,
    listing: summaryOf(listing),
    agent: agent ? { name: agent.name, mobile: agent.mobile, email: agent.email } : null,
  };
  const base = {
    payload,
    dueAt: context.now,
    enquiryId: enquiry.id,
    person: { email: enquiry.person.email, mobile: enquiry.person.mobile },
  };
  const messages = staffAlerts(staff, { ...base, kind: 'lead-alert' }, true);
  if (isDeliverable(enquiry.person.email)) {
    messages.push({
      ...base,
      kind: 'lead-ack',
      channel: 'email',
      recipient: enquiry.person.email.toLowerCase(),
    });
  }
  messages.push(...leadWebhook(context, base));
  await insertMessages(trx, messages, context.now);
}

async function summariseRequirement(
  trx: Trx,
  requirementId: number,
): Promise<{ requirement: RequirementSummary; matches: ListingSummary[] } | null> {
  const record = await findRequirement(trx, requirementId);
  if (!record) return null;
  const lists = (await findRequirementLists(trx, [requirementId])).get(requirementId);
  const best = await listRequirementMatches(trx, record, indiaMonth(), undefined, {
    limit: 3,
    offset: 0,
  });
  const facts = await findListingFacts(
    trx,
    best.items.map((item) => item.id),
  );
  const matches = best.items.flatMap((item) => {
    const listing = facts.get(item.id);
    return listing ? [summaryOf(listing)] : [];
  });
  const requirement: RequirementSummary = {
    id: requirementId,
    purpose: record.purpose,
    budgetFrom: Number(record.budget_from),
    budgetTo: Number(record.budget_to),
    bedrooms: lists?.bedrooms ?? [],
    propertyTypes: lists?.propertyTypes.map((item) => item.name) ?? [],
    cities: lists?.cities.map((item) => item.name) ?? [],
    possession: record.possession,
    note: record.note,
  };
  return { requirement, matches };
}

/**
 * A registration's or a staff-recorded requirement's messages, in its transaction: with a
 * requirement, an alert with its best matches to the active administrators (but not to the staff
 * member who took it down); a registration is also a lead for the webhook.
 */
export async function queueRequirementMessages(
  trx: Trx,
  context: MessageContext,
  event: {
    source: RequirementPayload['source'];
    person: PersonSummary;
    requirementId: number | null;
    createdBy?: number;
  },
): Promise<void> {
  const summary = event.requirementId ? await summariseRequirement(trx, event.requirementId) : null;
  const payload: RequirementPayload = {
    source: event.source,
    person: event.person,
    requirement: summary?.requirement ?? null,
    matches: summary?.matches ?? [],
  };
  const base = {
    payload,
    dueAt: context.now,
    requirementId: event.requirementId,
    person: { email: event.person.email || null, mobile: event.person.mobile },
  };
  const messages: NewMessage[] = [];
  if (summary) {
    const staff = await findStaffRecipients(trx, { exceptId: event.createdBy });
    messages.push(...staffAlerts(staff, { ...base, kind: 'requirement-alert' }, false));
  }
  if (event.source === 'registration') messages.push(...leadWebhook(context, base));
  await insertMessages(trx, messages, context.now);
}

/**
 * A saved listing's new matches, in its transaction: each open requirement it newly fits whose
 * person gave marketing consent gets an alert. The first goes at once; one made within the digest
 * period (an hour) after the last alert waits for its end, and later matches join it.
 */
export async function queueMatchAlerts(
  trx: Trx,
  context: MessageContext,
  listingId: number,
): Promise<void> {
  const pairs = await findNewPairsOfListing(trx, listingId, context.now);
  if (pairs.length === 0) return;
  const listing = (await findListingFacts(trx, [listingId])).get(listingId);
  if (!listing) return;
  const summary = summaryOf(listing);
  const nowMs = Date.parse(context.now);
  for (const pair of pairs) {
    if (!isDeliverable(pair.email) || !(await hasMarketingConsent(trx, pair.email))) continue;
    const latest = await findLatestMatchAlert(trx, pair.id);
    if (latest?.status === 'pending') {
      const waiting = JSON.parse(latest.payload) as MatchPayload;
      if (waiting.listings.some((item) => item.id === listingId)) continue;
      waiting.listings.push(summary);
      // Claimed by a worker since it was read (another process): this match gets its own.
      if (await updatePayload(trx, Number(latest.id), waiting, context.now)) continue;
    }
    const lastAt = latest ? Date.parse(latest.sent_at ?? latest.created_at) : Number.NaN;
    const digestEnd = lastAt + context.messages.matchDigestMs;
    const dueAt = digestEnd > nowMs ? new Date(digestEnd).toISOString() : context.now;
    const payload: MatchPayload = { requirementId: pair.id, name: pair.name, listings: [summary] };
    await insertMessages(
      trx,
      [
        {
          kind: 'match-alert',
          channel: 'email',
          recipient: pair.email.toLowerCase(),
          payload,
          dueAt,
          requirementId: pair.id,
          person: { email: pair.email, mobile: pair.mobile },
        },
      ],
      context.now,
    );
  }
}
