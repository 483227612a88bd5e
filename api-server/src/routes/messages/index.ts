import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_RETRIED,
  MESSAGE_STATUSES,
  messageListQuerySchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { messageService } from '../../services/messages';
import { pagedAnswer } from '../paged-answer';
import { bearer, errorResponses, idParamsSchema } from '../schemas';

const messageRowSchema = z.object({
  id: z.number(),
  kind: z
    .enum(MESSAGE_KINDS)
    .describe(
      'lead-alert (staff, e-mail or WhatsApp), lead-ack (the enquirer), requirement-alert ' +
        '(staff), match-alert (a buyer, with marketing consent), lead-webhook (the CRM), ' +
        'password-reset (a "Forgot password?" link to its account\'s e-mail)',
    ),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string().describe('An e-mail address, a WhatsApp number or the webhook URL'),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  enquiryId: z.number().nullable(),
  requirementId: z.number().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().describe('When a pending message is due'),
  sentAt: z.string().nullable(),
});

/** The administrator's Messages screen (decision 092): every message of the outbox. */
export const messageRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const messages = messageService(fastify);
  const tags = ['messages'];

  fastify.get(
    '/',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        tags,
        summary: 'A page of messages, newest first (admin); the total is in X-Total-Count',
        description:
          'Without SMTP_URL, WHATSAPP_* or WEBHOOK_URL the messages of that channel stay ' +
          'pending: kept and listed here, sent once the setting is given.',
        security: bearer,
        querystring: messageListQuerySchema,
        response: { 200: z.array(messageRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => pagedAnswer(reply, await messages.page(request.query)),
  );

  fastify.post(
    '/:id/retry',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        tags,
        summary: 'Retry now: a failed message is sent again at once (admin)',
        security: bearer,
        params: idParamsSchema,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      await messages.retry(request.params.id);
      return { message: MESSAGE_RETRIED };
    },
  );
  done();
};
