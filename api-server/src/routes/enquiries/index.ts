import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ENQUIRY_SORTS, ENQUIRY_STATUSES, enquiryStatusSchema } from 'shared-api/contract';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { enquiryService } from '../../services/enquiries';
import { bearer, errorResponses, idParamsSchema } from '../schemas';
import { pagedAnswer } from '../paged-answer';

const querySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int({ error: 'limit must be a whole number from 1 to 100' })
    .min(1, { error: 'limit must be a whole number from 1 to 100' })
    .max(100, { error: 'limit must be a whole number from 1 to 100' })
    .default(10),
  offset: z.coerce
    .number({ error: 'offset must be a whole number, 0 or more' })
    .int({ error: 'offset must be a whole number, 0 or more' })
    .min(0, { error: 'offset must be a whole number, 0 or more' })
    .max(10_000_000, { error: 'offset must be a whole number, 0 or more' })
    .default(0),
  status: z.enum(ENQUIRY_STATUSES, { error: 'Status must be new, contacted or closed' }).optional(),
  sort: z
    .enum(ENQUIRY_SORTS, { error: 'sort must be newest or waiting' })
    .optional()
    .describe('waiting: the leads still waiting for a first reply first, longest waiting first'),
});

/** An enquiry as the inbox and a person's export answer it. */
export const enquiryRowSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  property_id: z.number().nullable(),
  prp_id: z.string(),
  project_name: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  city: z.string(),
  occupation: z.string(),
  time: z.string(),
  remark: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  user_id: z.number(),
  first_replied_at: z
    .string()
    .nullable()
    .optional()
    .describe('When staff first changed its status (time to first reply); null while it waits'),
});

/** A lead in the inbox: with whether its alerts (e-mail, WhatsApp, webhook) went out. */
const inboxEnquirySchema = enquiryRowSchema.extend({
  alerts: z
    .object({ sent: z.number(), pending: z.number(), failed: z.number() })
    .describe('Its messages by where they stand (decision 092); cancelled ones are not counted'),
});

/** The enquiries inbox (addition): agents see leads on their properties, the admin sees all. */
export const enquiryRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const enquiries = enquiryService(fastify);
  const tags = ['enquiries'];

  fastify.get(
    '/',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'A page of enquiries, newest first; the total is in X-Total-Count',
        security: bearer,
        querystring: querySchema,
        response: { 200: z.array(inboxEnquirySchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      pagedAnswer(reply, await enquiries.page(currentUser(request), request.query)),
  );

  fastify.get(
    '/:id',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'One enquiry (its agent or the admin): where a new-lead alert’s link leads',
        security: bearer,
        params: idParamsSchema,
        response: { 200: inboxEnquirySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => enquiries.one(request.params.id, currentUser(request)),
  );

  fastify.patch(
    '/:id',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'Set an enquiry’s status (its agent or the admin)',
        description:
          'The first change to another status records `first_replied_at`, the time to first reply.',
        security: bearer,
        params: idParamsSchema,
        body: enquiryStatusSchema,
        response: {
          200: z.object({ message: z.string(), id: z.number(), status: z.enum(ENQUIRY_STATUSES) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await enquiries.setStatus(id, request.body.status, request.user);
      return { message: 'Enquiry updated successfully', id, status: request.body.status };
    },
  );
  done();
};
