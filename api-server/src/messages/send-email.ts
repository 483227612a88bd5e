import nodemailer, { type TransportOptions } from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's stable key: its Message-ID is the same on every attempt. */
  key: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** The domain of the sender's address, for Message-IDs (`<key@domain>`). */
function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

/**
 * Sends through the SMTP server of `smtpUrl` (nodemailer, one pooled connection). Timeouts are
 * short: a slow server delays the outbox worker, never a request.
 */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    // One per message a worker claims at once (plugins/outbox.ts OUTBOX_BATCH).
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as TransportOptions);
  const domain = domainOf(from);
  return {
    async send(email) {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<${email.key}@${domain}>`,
        headers: email.headers,
      });
    },
    close: () => transport.close(),
  };
}
