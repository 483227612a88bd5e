import type { EnquiryPayload } from './payloads';
import { formatRupees, leadUrl, type RenderContext } from './render-parts';

export interface WhatsappSettings {
  token: string;
  phoneNumberId: string;
  apiUrl: string;
  template: { name: string; language: string };
}

/**
 * The new-lead template's body parameters, in this fixed order (the approved template's {{1}} to
 * {{6}}): name, mobile, listing, price, preferred time, the lead's link.
 */
export function leadTemplateParameters(lead: EnquiryPayload, context: RenderContext): string[] {
  return [
    lead.person.name,
    lead.person.mobile,
    `${lead.listing.name} (id ${lead.listing.id})`,
    formatRupees(lead.listing.price),
    lead.time,
    leadUrl(context, lead.enquiryId),
  ];
}

interface GraphAnswer {
  messages?: { id: string }[];
  error?: { message?: string; code?: number };
}

/** Sends a template message through the WhatsApp Cloud API (POST /{phone-number-id}/messages). */
export async function sendWhatsappTemplate(
  settings: WhatsappSettings,
  to: string,
  parameters: string[],
): Promise<string> {
  const response = await fetch(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${settings.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'template',
      template: {
        name: settings.template.name,
        language: { code: settings.template.language },
        components: [
          { type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) },
        ],
      },
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json().catch(() => ({}))) as GraphAnswer;
  const id = answer.messages?.[0]?.id;
  if (!response.ok || !id) {
    throw new Error(
      `WhatsApp answered ${response.status}: ${answer.error?.message ?? 'no message id'}`,
    );
  }
  return id;
}
