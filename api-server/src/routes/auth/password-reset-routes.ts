import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_SENT,
  resetPasswordSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { refusingCommonPasswords } from '../../lib/common-passwords';
import { passwordResetService } from '../../services/password-reset-links';
import { errorResponses, messageSchema } from '../schemas';

/** /api/auth: "Forgot password?" by e-mail (decision 102). */
export const passwordResetRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const resets = passwordResetService(fastify);

  fastify.get(
    '/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a lost password can be reset by e-mail (public)',
        description: 'True once mail is set up (SMTP_URL): the sign-in page then offers the link.',
        response: { 200: z.object({ isByEmail: z.boolean() }) },
      },
    },
    () => Promise.resolve({ isByEmail: resets.isByEmail() }),
  );

  fastify.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a link to set a new password (public)',
        description:
          'The same 202 answer whether or not the username or e-mail is an account. For an active ' +
          'account with an e-mail, once mail is set up, a link to /reset-password on the site ' +
          'goes out through the outbox: it works once, for 30 minutes. Limited per address and ' +
          'per account (FORMS_PER_MINUTE, FORMS_PER_DAY): 429 with Retry-After.',
        body: forgotPasswordSchema,
        response: { 202: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await resets.requestLink(request.body, request.clientAddress);
      return reply.code(202).send({ message: PASSWORD_RESET_SENT });
    },
  );

  fastify.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: "Set a new password with an e-mailed link's token (public)",
        description:
          "The account's every session ends and the link stops working; 400 with `errors.token` " +
          'for a link that is expired, used or unknown, `errors.password` for a password the ' +
          'one rule refuses. 503 with Retry-After when the server is busy hashing passwords.',
        body: refusingCommonPasswords(resetPasswordSchema),
        response: { 200: messageSchema, ...errorResponses(400, 503) },
      },
    },
    async (request) => {
      await resets.resetPassword(request.body);
      return { message: PASSWORD_RESET_DONE };
    },
  );
  done();
};
