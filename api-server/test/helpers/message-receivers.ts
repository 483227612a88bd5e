import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';

/** A real SMTP server on 127.0.0.1 (smtp-server) whose mails are parsed by mailparser. */
export interface MailCatcher {
  port: number;
  url: string;
  mails: ParsedMail[];
  /** When each mail of `mails` arrived (Date.now()), in the same order. */
  receivedAt: number[];
  /** Resolves once `count` mails have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

export async function startMailCatcher(
  options: { port?: number; delayMs?: number } = {},
): Promise<MailCatcher> {
  const mails: ParsedMail[] = [];
  const receivedAt: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          // Kept as it arrives; a slow server answers only after its delay.
          mails.push(mail);
          receivedAt.push(Date.now());
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    receivedAt,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > until) throw new Error(`${mails.length} of ${count} mails arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mails;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as AddressInfo).port;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * A CRM's webhook receiver on 127.0.0.1: each POST is verified with the `standardwebhooks`
 * library (not our code); a bad signature is answered 401 and not kept.
 */
export async function startWebhookReceiver(secret: string) {
  const verifier = new Webhook(secret);
  const received: { id: string; payload: unknown }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const payload = verifier.verify(body, request.headers as Record<string, string>);
        received.push({ id: String(request.headers['webhook-id']), payload });
        response.writeHead(204).end();
      } catch {
        response.writeHead(401).end();
      }
    });
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}/crm/leads`, received, stop: () => close(server) };
}

/**
 * The only stand-in of these tests: Meta cannot be reached from here. It answers POST
 * /{phone-number-id}/messages as the WhatsApp Cloud API documents: 200 with `messages[0].id`,
 * or 400 with `error` when the token or the template's shape is wrong.
 */
export async function startWhatsappStandIn(expected: { token: string; phoneNumberId: string }) {
  const received: unknown[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(body));
      if (request.headers.authorization !== `Bearer ${expected.token}`) {
        return answer(401, { error: { message: 'Invalid OAuth access token.', code: 190 } });
      }
      if (request.method !== 'POST' || request.url !== `/${expected.phoneNumberId}/messages`) {
        return answer(400, { error: { message: 'Unsupported post request.', code: 100 } });
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        messaging_product?: string;
        to?: string;
        type?: string;
        template?: { name?: string; language?: { code?: string } };
      };
      if (
        body.messaging_product !== 'whatsapp' ||
        body.type !== 'template' ||
        !body.template?.name
      ) {
        return answer(400, { error: { message: 'Invalid parameter', code: 100 } });
      }
      received.push(body);
      return answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.TEST${received.length}` }],
      });
    });
  });
  const port = await listen(server);
  return { apiUrl: `http://127.0.0.1:${port}`, received, stop: () => close(server) };
}
