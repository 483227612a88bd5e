import type { MessageKind } from 'shared-api/contract';
import type { EnquiryPayload, MatchPayload, RequirementPayload } from './payloads';
import { renderPasswordReset, type PasswordResetPayload } from './render-password-reset';
import {
  describeListing,
  describeRequirement,
  emailPage as page,
  formatRupees,
  leadUrl,
  listingUrl,
  type HtmlLine,
  type RenderContext,
  type RenderedEmail,
} from './render-parts';

/** The staff's new-lead alert: who, how to call them, about what, and the lead's own page. */
export function renderLeadAlert(lead: EnquiryPayload, context: RenderContext): RenderedEmail {
  const { person, listing } = lead;
  return page(
    `New lead: ${person.name} for ${listing.name}`,
    `${person.name} enquired about ${listing.name}. Call them soon: a lead called within the hour is far more likely to buy.`,
    [
      { label: 'Name', value: person.name },
      { label: 'Mobile', value: person.mobile, href: `tel:${person.mobile}` },
      { label: 'E-mail', value: person.email, href: `mailto:${person.email}` },
      { label: 'Listing', value: `${listing.name} (id ${listing.id}, ${listing.prpId})` },
      { label: 'Price', value: formatRupees(listing.price) },
      { label: 'Preferred time', value: lead.time },
      { label: 'Remark', value: lead.remark ?? '-' },
      {
        label: 'Open this lead',
        value: leadUrl(context, lead.enquiryId),
        href: leadUrl(context, lead.enquiryId),
      },
    ],
  );
}

/** The enquirer's acknowledgement: which listing, and who will call. */
export function renderLeadAck(lead: EnquiryPayload, context: RenderContext): RenderedEmail {
  const agent = lead.agent?.name ?? context.brokerName;
  return page(
    `We received your enquiry about ${lead.listing.name}`,
    `Thank you, ${lead.person.name}. ${agent} of ${context.brokerName} will call you on ${lead.person.mobile} (${lead.time}).`,
    [
      {
        label: 'Listing',
        value: describeListing(lead.listing),
        href: listingUrl(context, lead.listing.id),
      },
      { label: 'Your agent', value: agent },
    ],
    `You get this e-mail because you sent an enquiry on our website; we send nothing else without your consent.`,
  );
}

/** The staff's alert of a registration or call with a requirement, and its best matches. */
export function renderRequirementAlert(
  lead: RequirementPayload,
  context: RenderContext,
): RenderedEmail {
  const requirement = lead.requirement;
  const lines: HtmlLine[] = [
    { label: 'Name', value: lead.person.name },
    { label: 'Mobile', value: lead.person.mobile, href: `tel:${lead.person.mobile}` },
    { label: 'E-mail', value: lead.person.email || '-' },
    ...(requirement ? describeRequirement(requirement) : []).map((line) => {
      const [label = '', ...rest] = line.split(': ');
      return { label, value: rest.join(': ') };
    }),
    ...lead.matches.map((listing, index) => ({
      label: `Best match ${index + 1}`,
      value: describeListing(listing),
      href: listingUrl(context, listing.id),
    })),
  ];
  if (lead.matches.length === 0) lines.push({ label: 'Best matches', value: 'none yet' });
  const how = lead.source === 'registration' ? 'registered' : 'was recorded by staff';
  return page(
    `New requirement: ${lead.person.name}`,
    `${lead.person.name} ${how} with a requirement.`,
    lines,
  );
}

/** A buyer's new matches; the unsubscribe link is the one the headers carry. */
export function renderMatchAlert(
  alert: MatchPayload,
  context: RenderContext,
  unsubscribeUrl: string,
): RenderedEmail {
  const count = alert.listings.length;
  return page(
    count === 1
      ? `A new listing fits your requirement: ${alert.listings[0]?.name ?? ''}`
      : `${count} new listings fit your requirement`,
    `Hello ${alert.name}, ${context.brokerName} has new listings that fit what you asked for.`,
    alert.listings.map((listing) => ({
      label: 'Listing',
      value: describeListing(listing),
      href: listingUrl(context, listing.id),
    })),
    `You get these alerts because you agreed to hear about listings. Unsubscribe: ${unsubscribeUrl}`,
  );
}

/** The e-mail of a message; null for a kind that is not an e-mail. */
export function renderEmail(
  kind: MessageKind,
  payload: unknown,
  context: RenderContext,
  unsubscribeUrl: string,
): RenderedEmail | null {
  switch (kind) {
    case 'lead-alert':
      return renderLeadAlert(payload as EnquiryPayload, context);
    case 'lead-ack':
      return renderLeadAck(payload as EnquiryPayload, context);
    case 'requirement-alert':
      return renderRequirementAlert(payload as RequirementPayload, context);
    case 'match-alert':
      return renderMatchAlert(payload as MatchPayload, context, unsubscribeUrl);
    case 'password-reset':
      return renderPasswordReset(payload as Partial<PasswordResetPayload>, context);
    default:
      return null;
  }
}
