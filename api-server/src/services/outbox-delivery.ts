import type { MessageChannel } from 'shared-api/contract';
import type { AppConfig } from '../plugins/env';
import type { Mailer } from '../messages/send-email';
import type { EnquiryPayload, LeadPayload } from '../messages/payloads';
import { renderEmail } from '../messages/render-email';
import type { RenderContext } from '../messages/render-parts';
import { postWebhook, webhookBody } from '../messages/send-webhook';
import { leadTemplateParameters, sendWhatsappTemplate } from '../messages/send-whatsapp';
import { makeUnsubscribeToken } from '../lib/unsubscribe-token';
import type { OutboxRecord } from '../repositories/outbox';

/** A message that must not be sent, rather than one that failed. */
export class MessageCancelled extends Error {}

export interface DeliveryDeps {
  config: Pick<AppConfig, 'messages' | 'site' | 'apiPublicUrl'>;
  mailer: Mailer | null;
  signingKey: Buffer;
  /** Whether the person of a buyer's alert still has marketing consent. */
  hasMarketingConsent(email: string): Promise<boolean>;
}

/** The channels whose settings are given: the worker claims only their messages. */
export function enabledChannels(config: Pick<AppConfig, 'messages'>): MessageChannel[] {
  const { smtpUrl, whatsapp, webhook } = config.messages;
  return [
    ...(smtpUrl ? (['email'] as const) : []),
    ...(whatsapp ? (['whatsapp'] as const) : []),
    ...(webhook ? (['webhook'] as const) : []),
  ];
}

/** The one-click unsubscribe link of a buyer's alert (RFC 8058): the API answers it. */
export function unsubscribeUrl(deps: DeliveryDeps, messageKey: string): string {
  const token = makeUnsubscribeToken(deps.signingKey, messageKey);
  return `${deps.config.apiPublicUrl}/api/unsubscribe/${token}`;
}

/** Sends one claimed message on its channel; throws on a failure (retried) or MessageCancelled. */
export async function deliver(deps: DeliveryDeps, message: OutboxRecord): Promise<void> {
  const payload = JSON.parse(message.payload) as unknown;
  const context: RenderContext = {
    brokerName: deps.config.site.brokerName,
    siteUrl: deps.config.messages.siteUrl,
  };
  switch (message.channel) {
    case 'email': {
      if (!deps.mailer) throw new Error('SMTP_URL is not set');
      const link = unsubscribeUrl(deps, message.message_key);
      const isMarketing = message.kind === 'match-alert';
      if (isMarketing && !(await deps.hasMarketingConsent(message.recipient))) {
        throw new MessageCancelled('Marketing consent was withdrawn');
      }
      const email = renderEmail(message.kind, payload, context, link);
      if (!email) throw new Error(`No e-mail for a ${message.kind} message`);
      await deps.mailer.send({
        ...email,
        to: message.recipient,
        key: message.message_key,
        headers: isMarketing
          ? {
              'List-Unsubscribe': `<${link}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : undefined,
      });
      return;
    }
    case 'whatsapp': {
      const settings = deps.config.messages.whatsapp;
      if (!settings) throw new Error('WhatsApp is not set up');
      const parameters = leadTemplateParameters(payload as EnquiryPayload, context);
      await sendWhatsappTemplate(
        { ...settings, template: deps.config.site.whatsappTemplate },
        message.recipient,
        parameters,
      );
      return;
    }
    case 'webhook': {
      const webhook = deps.config.messages.webhook;
      if (!webhook) throw new Error('WEBHOOK_URL is not set');
      await postWebhook(
        webhook,
        message.message_key,
        webhookBody(payload as LeadPayload, message.created_at),
      );
      return;
    }
  }
}
