import type { EnquiryRow } from './types';
import { z } from 'zod';

/** What a message is (decision 092): each kind has its recipients and its consent (decision 092). */
export const MESSAGE_KINDS = [
  'lead-alert',
  'lead-ack',
  'requirement-alert',
  'match-alert',
  'lead-webhook',
  'password-reset',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['email', 'whatsapp', 'webhook'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * pending: waiting for its time or its channel's settings; sending: claimed by a worker; sent;
 * failed: retried until its last attempt; cancelled: its person was erased or withdrew consent.
 */
export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

const pageNumber = (name: string, min: number, max: number, fallback: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .default(fallback);
};

/** GET /api/messages: the administrator's Messages screen, newest first, paged on the server. */
export const messageListQuerySchema = z.object({
  status: z
    .enum(MESSAGE_STATUSES, {
      error: 'Status must be pending, sending, sent, failed or cancelled',
    })
    .optional(),
  limit: pageNumber('limit', 1, 100, 20),
  offset: pageNumber('offset', 0, 10_000_000, 0),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** A row of the Messages screen: never the message's text, which holds a person's data. */
export interface MessageRow {
  id: number;
  kind: MessageKind;
  channel: MessageChannel;
  recipient: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  enquiryId: number | null;
  requirementId: number | null;
  createdAt: string;
  /** When it is due (pending) or may be claimed again (sending). */
  nextAttemptAt: string;
  sentAt: string | null;
}

/** Whether a lead's alerts went out: counts of its messages by where they stand. */
export interface LeadAlerts {
  sent: number;
  pending: number;
  failed: number;
}

/** GET /api/enquiries: a lead as the inbox shows it, with whether its alerts went out. */
export interface InboxEnquiry extends EnquiryRow {
  alerts: LeadAlerts;
}

export const MESSAGE_RETRIED = 'The message will be sent again now';
export const MESSAGE_NOT_FAILED = 'Only a failed message can be retried';
export const MESSAGE_NOT_FOUND = 'Message not found';

/** A WhatsApp number: digits with the country code, as Meta's Cloud API takes it (e.g. 919800000000). */
export const WHATSAPP_PATTERN = /^\d{10,15}$/;
export const WHATSAPP_INVALID = 'WhatsApp number must be 10 to 15 digits with the country code';
export const WHATSAPP_REQUIRED_FOR_OPT_IN = 'Enter a WhatsApp number to get alerts there';

/**
 * A staff member's WhatsApp alert fields, part of the user form: optional; opting in needs a
 * number. Spread into the user schemas; `refineWhatsapp` adds the cross-field rule.
 */
export const whatsappFields = {
  whatsapp: z
    .string({ error: WHATSAPP_INVALID })
    .trim()
    .refine((value) => value === '' || WHATSAPP_PATTERN.test(value), { error: WHATSAPP_INVALID })
    .optional(),
  whatsappOptIn: z.boolean({ error: 'whatsappOptIn must be true or false' }).optional(),
};

/** Opting in to WhatsApp alerts without a number is refused under `whatsapp`. */
export function whatsappOptInHasNumber(value: {
  whatsapp?: string | undefined;
  whatsappOptIn?: boolean | undefined;
}): boolean {
  return value.whatsappOptIn !== true || Boolean(value.whatsapp);
}

/** PUT /api/auth/me/whatsapp: a staff member's own WhatsApp alert settings, on their profile. */
export const whatsappSettingsSchema = z
  .object(whatsappFields)
  .refine(whatsappOptInHasNumber, { error: WHATSAPP_REQUIRED_FOR_OPT_IN, path: ['whatsapp'] });
export type WhatsappSettingsInput = z.infer<typeof whatsappSettingsSchema>;

/** The enquiries inbox may list the leads still waiting for a first reply first. */
export const ENQUIRY_SORTS = ['newest', 'waiting'] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];
