import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { dashboardService } from '../../services/dashboard';
import { bearer, errorResponses } from '../schemas';

/** GET /api/dashboard/summary (addition): the counts on the dashboard. */
export const dashboardRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const dashboard = dashboardService(fastify);

  fastify.get(
    '/summary',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags: ['dashboard'],
        summary:
          'Counts for the dashboard: own properties, new enquiries and new matches (all for the admin)',
        description:
          '`pendingUsers` (buyers’ accounts waiting for approval) is for the admin only.',
        security: bearer,
        response: {
          200: z.object({
            properties: z.number(),
            newEnquiries: z.number(),
            newMatches: z
              .number()
              .describe(
                'Matches made in the last 7 days (a requirement added, or a listing saved so ' +
                  'that it fits one) whose requirement is open (an agent: their own listings)',
              ),
            medianFirstReplyMinutes: z
              .number()
              .nullable()
              .describe(
                'Median minutes from a lead to its first status change by staff, over the ' +
                  'answered leads of the last 7 days (an agent: their own); null when none',
              ),
            waitingOverHour: z
              .number()
              .describe('Leads still new and unanswered more than an hour after they arrived'),
            pendingUsers: z.number().optional(),
          }),
          ...errorResponses(401),
        },
      },
    },
    (request) => dashboard.summary(currentUser(request)),
  );
  done();
};
