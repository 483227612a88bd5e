import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { demoListingService } from '../../services/properties/demo';
import { bearer, errorResponses } from '../schemas';

const countSchema = z.object({
  count: z.number().int().describe('Demo listings (added by a first start with SEED_DEMO) left'),
});

/** GET demo, DELETE demo: the demo listings, for an administrator going live (decision 094). */
export const propertyDemoRoutes: FastifyPluginCallbackZod = (fastify, _options, done) => {
  const demos = demoListingService(fastify);
  const tags = ['properties'];

  fastify.get(
    '/demo',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        tags,
        summary: 'How many demo listings remain (admin)',
        security: bearer,
        response: { 200: countSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ count: await demos.count() }),
  );

  fastify.delete(
    '/demo',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        tags,
        summary: 'Delete every demo listing and its files (admin); their enquiries are kept',
        description: 'Listings added by the administrator or agents are never touched.',
        security: bearer,
        response: {
          200: z.object({ message: z.string(), removed: z.number().int() }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const removed = await demos.removeAll(currentUser(request).id);
      return { message: `${removed} demo listings deleted`, removed };
    },
  );
  done();
};
