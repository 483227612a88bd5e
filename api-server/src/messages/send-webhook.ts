import { createHmac } from 'node:crypto';
import type { LeadPayload } from './payloads';

/** What a CRM takes from a portal's lead: one flat record (decision 092). */
export function webhookBody(lead: LeadPayload, createdAt: string) {
  const listing = lead.source === 'enquiry' ? lead.listing : null;
  const requirement = lead.source === 'enquiry' ? null : lead.requirement;
  return {
    type: 'lead.created',
    timestamp: createdAt,
    data: {
      source: lead.source,
      enquiryId: lead.source === 'enquiry' ? lead.enquiryId : null,
      name: lead.person.name,
      mobile: lead.person.mobile,
      email: lead.person.email || null,
      listing: listing && {
        id: listing.id,
        prpId: listing.prpId,
        name: listing.name,
        price: listing.price,
        bhk: listing.bedrooms,
        city: listing.city,
      },
      preferredTime: lead.source === 'enquiry' ? lead.time : null,
      requirement: requirement && {
        purpose: requirement.purpose,
        budget: { from: requirement.budgetFrom, to: requirement.budgetTo },
        bhk: requirement.bedrooms,
        propertyTypes: requirement.propertyTypes,
        cities: requirement.cities,
      },
    },
  };
}

/**
 * The Standard Webhooks signature: HMAC-SHA256 of `id.timestamp.body` with the secret's bytes
 * (base64 after `whsec_`), as `v1,<base64>`.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const digest = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${digest}`;
}

/** POSTs one signed webhook; a non-2xx answer or no answer within 10 s is a failure to retry. */
export async function postWebhook(
  target: { url: string; secret: string },
  key: string,
  payload: unknown,
  now: Date = new Date(),
): Promise<void> {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  const response = await fetch(target.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': key,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(target.secret, key, timestamp, body),
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
}
