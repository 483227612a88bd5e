import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { matchPageQuerySchema, REQUIREMENT_PAGE_MAX } from 'shared-api/contract';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { propertyService } from '../../services/properties';
import { requirementService } from '../../services/requirements';
import { propertyRequirementMatchSchema } from '../requirements/schemas';
import { bearer, errorResponses } from '../schemas';
import { loadManagedProperty, managedProperty } from './managed-property';
import { positiveIdParam } from './schemas';
import { pagedAnswer } from '../paged-answer';

const IDS_MESSAGE = `ids must be 1 to ${REQUIREMENT_PAGE_MAX} property ids, comma-separated`;

/** `ids=1,2,3`: the listings of one table page (at most a page's worth). */
const countsQuerySchema = z.object({
  ids: z
    .string({ error: IDS_MESSAGE })
    .regex(/^[1-9]\d{0,14}(,[1-9]\d{0,14})*$/, { error: IDS_MESSAGE })
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= REQUIREMENT_PAGE_MAX, { error: IDS_MESSAGE })
    .describe('Property ids, comma-separated (at most 100)'),
});

/** A listing's requirements, under /api/property (decision 089). */
export const propertyRequirementRoutes: FastifyPluginCallbackZod = (fastify, _options, done) => {
  const properties = propertyService(fastify);
  const requirements = requirementService(fastify);
  const tags = ['requirements'];

  fastify.get(
    '/requirement-counts',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'How many open requirements each listing matches: `{ "<id>": count }`',
        description:
          'For the listing table. An agent gets counts for their own listings only; other ids, ' +
          'and ids of no listing, are left out.',
        security: bearer,
        querystring: countsQuerySchema,
        response: { 200: z.record(z.string(), z.number()), ...errorResponses(400, 401) },
      },
    },
    (request) => requirements.counts(request.query.ids, currentUser(request)),
  );

  fastify.get(
    '/:id/requirements',
    {
      onRequest: fastify.requireUser,
      preHandler: loadManagedProperty(properties, 'id'),
      schema: {
        tags,
        summary: 'The open requirements a listing matches, best fit first (owner or admin)',
        description:
          'Ranked by possession fit, then the tightest budget (nearest the price), then newest. ' +
          'The total is in X-Total-Count.',
        security: bearer,
        params: z.object({ id: positiveIdParam('id') }),
        querystring: matchPageQuerySchema,
        response: {
          200: z.array(propertyRequirementMatchSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) =>
      pagedAnswer(reply, await requirements.ofProperty(managedProperty(request), request.query)),
  );
  done();
};
