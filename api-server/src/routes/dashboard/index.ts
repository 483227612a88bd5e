import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { countNewEnquiries } from '../../repositories/enquiries';
import { countProperties, countPendingUsers } from '../../repositories/users';
import { bearer, errorResponses } from '../schemas';

/** GET /api/dashboard/summary (addition): the counts on the dashboard. */
export const dashboardRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const { db } = fastify;

  fastify.get(
    '/summary',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags: ['dashboard'],
        summary: 'Counts for the dashboard: own properties and new enquiries (all for the admin)',
        description:
          '`pendingUsers` (inactive accounts waiting for approval) is for the admin only.',
        security: bearer,
        response: {
          200: z.object({
            properties: z.number(),
            newEnquiries: z.number(),
            pendingUsers: z.number().optional(),
          }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ownerId = user.role === 'admin' ? undefined : user.id;
      const [properties, newEnquiries] = await Promise.all([
        countProperties(db, ownerId),
        countNewEnquiries(db, ownerId),
      ]);
      if (user.role !== 'admin') return { properties, newEnquiries };
      return { properties, newEnquiries, pendingUsers: await countPendingUsers(db) };
    },
  );
  done();
};
