import type { MessageChannel, MessageKind, MessageStatus } from 'shared-api/contract';

export const MESSAGE_PAGE_SIZE = 20;

/** What each kind of message is, in the administrator's words (decision 092). */
export const KIND_LABELS: Record<MessageKind, string> = {
  'lead-alert': 'New lead alert',
  'lead-ack': 'Acknowledgement to the enquirer',
  'requirement-alert': 'New requirement alert',
  'match-alert': "Buyer's new-listing alert",
  'lead-webhook': 'Lead to the CRM (webhook)',
  'password-reset': 'Forgot password link',
};

export const CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  webhook: 'Webhook',
};

export const STATUS_LABELS: Record<MessageStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
