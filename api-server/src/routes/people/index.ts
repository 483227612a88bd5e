import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { CONSENT_PURPOSES, CONSENT_SOURCES, personLookupSchema, ROLES } from 'shared-api/contract';
import { z } from 'zod';
import { peopleService } from '../../services/people';
import { enquiryRowSchema } from '../enquiries';
import { personRequirementSchema } from '../requirements/schemas';
import { bearer, errorResponses } from '../schemas';

const accountSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  occupation: z.string().nullable(),
  city_id: z.number().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

const consentSchema = z.object({
  id: z.number(),
  purpose: z.enum(CONSENT_PURPOSES),
  source: z.enum(CONSENT_SOURCES),
  notice_version: z.string(),
  given_at: z.string(),
  withdrawn_at: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});

export const exportSchema = z.object({
  lookup: z.object({ email: z.string().optional(), mobile: z.string().optional() }),
  exportedAt: z.string(),
  enquiries: z.array(enquiryRowSchema),
  accounts: z.array(accountSchema),
  consents: z.array(consentSchema),
  requirements: z.array(personRequirementSchema),
});

export const erasureSchema = z.object({
  message: z.string(),
  enquiries: z.number(),
  accounts: z.number(),
  consents: z.number(),
  requirements: z.number(),
});

/** A person's data rights under /api/people (admin only; decision 087). */
export const peopleRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const people = peopleService(fastify);
  const tags = ['people'];
  const guard = { onRequest: fastify.requireAdmin };

  fastify.get(
    '/export',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Everything held about one person, by e-mail or mobile (admin)',
        description:
          'Exactly one of `email` (any case) or `mobile`. Enquiries as the inbox shows them, the ' +
          'accounts registered with it (never a password hash), the consents given, and the ' +
          'requirements given with it or with those accounts.',
        security: bearer,
        querystring: personLookupSchema,
        response: { 200: exportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => people.export(request.query),
  );

  fastify.post(
    '/erase',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Erase one person, by e-mail or mobile (admin)',
        description:
          'In one transaction: their enquiries are anonymised, their requirements deleted, ' +
          'their agent account is deleted ' +
          '(its properties go to the administrator), their consents are withdrawn, and an ' +
          'erasure record without personal data is kept. The administrator account cannot be ' +
          'erased (403). Answers the counts.',
        security: bearer,
        body: personLookupSchema,
        response: { 200: erasureSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => people.erase(request.body, request.user),
  );
  done();
};
