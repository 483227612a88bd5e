import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ALERTS_SAVED,
  alertPreferencesSchema,
  BUYER_ACCOUNT_DELETED,
  BUYER_MATCHES_SHOWN,
  type BuyerHome,
} from 'shared-api/contract';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { buyerService } from '../../services/buyer';
import { erasureSchema, exportSchema } from '../people';
import { personRequirementSchema, requirementMatchSchema } from '../requirements/schemas';
import { bearer, errorResponses } from '../schemas';

const buyerHomeSchema = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  marketing: z.boolean().describe('New-listing alerts: the standing marketing consent'),
  requirements: z.array(
    personRequirementSchema.extend({
      matches: z.array(requirementMatchSchema).describe(`The best ${BUYER_MATCHES_SHOWN}`),
      matchCount: z.number(),
    }),
  ),
}) satisfies z.ZodType<BuyerHome>;

/** A signed-in buyer's own page under /api/buyer (decision 094): buyers only, staff get 403. */
export const buyerRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const buyers = buyerService(fastify);
  const tags = ['buyer'];
  const guard = { onRequest: fastify.requireBuyer };

  fastify.get(
    '/requirement',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The signed-in buyer: their requirements with matching listings, and alerts',
        security: bearer,
        response: { 200: buyerHomeSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => buyers.home(currentUser(request)),
  );

  fastify.put(
    '/alerts',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Turn the buyer’s new-listing alerts on or off (their marketing consent)',
        description: 'Off withdraws every standing marketing consent given with their e-mail.',
        security: bearer,
        body: alertPreferencesSchema,
        response: {
          200: z.object({ message: z.string(), marketing: z.boolean() }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const marketing = await buyers.setMarketing(currentUser(request), request.body.marketing);
      return { message: ALERTS_SAVED, marketing };
    },
  );

  fastify.get(
    '/export',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Download my data: everything held about the buyer (by their e-mail)',
        security: bearer,
        response: { 200: exportSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => buyers.export(currentUser(request)),
  );

  fastify.delete(
    '/account',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Delete my account: the buyer’s own erasure (by their e-mail)',
        description:
          'As the administrator’s erasure: enquiries anonymised, requirements and the account ' +
          'deleted, consents withdrawn, sessions ended; the erasure record names nobody.',
        security: bearer,
        response: { 200: erasureSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const counts = await buyers.erase(currentUser(request));
      return { ...counts, message: BUYER_ACCOUNT_DELETED };
    },
  );
  done();
};
