import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../messages/render-parts';
import { messageService, UNSUBSCRIBE_INVALID, UNSUBSCRIBED } from '../../services/messages';
import { errorResponses } from '../schemas';

const paramsSchema = z.object({
  token: z.string().max(100, { error: UNSUBSCRIBE_INVALID }),
});

const htmlSchema = z.string().describe('An HTML page');

/** A small page of its own: the link is opened from a mail, outside the site. */
function page(title: string, body: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head><body>`,
    `<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join('');
}

/**
 * `done`'s HTML page, never cached, once `action` succeeds; a refusal (an invalid link) is the
 * API's JSON `{ message }` like every other (decision 078).
 */
async function answer(reply: FastifyReply, action: Promise<void>, done: () => string) {
  await action;
  void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  return done();
}

/**
 * A buyer's one-click unsubscribe from listing alerts (RFC 8058), no sign-in: the signed token
 * names the alert. A GET only shows a button (mail scanners follow links); a POST, the button's
 * or the mail client's own (`List-Unsubscribe=One-Click`), withdraws the marketing consent.
 */
export const unsubscribeRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const messages = messageService(fastify);
  const tags = ['messages'];
  // RFC 8058's POST body is a form; its content says nothing the token does not.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, parsed) => parsed(null, {}),
  );

  fastify.get(
    '/:token',
    {
      schema: {
        tags,
        summary:
          'The unsubscribe page of a listing alert: a button, never an unsubscribe by itself',
        params: paramsSchema,
        response: { 200: htmlSchema, ...errorResponses(400, 404) },
      },
    },
    (request, reply) =>
      answer(reply, messages.check(request.params.token), () =>
        page(
          'Unsubscribe from listing alerts',
          '<p>Press the button to stop the e-mails about new listings that fit your requirement.</p>' +
            `<form method="post" action="${escapeHtml(request.params.token)}">` +
            '<button type="submit">Unsubscribe</button></form>',
        ),
      ),
  );

  fastify.post(
    '/:token',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058): withdraws the marketing consent',
        params: paramsSchema,
        response: { 200: htmlSchema, ...errorResponses(400, 404) },
      },
    },
    (request, reply) =>
      answer(reply, messages.unsubscribe(request.params.token), () =>
        page('Unsubscribed', `<p>${UNSUBSCRIBED}</p>`),
      ),
  );
  done();
};
