import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { changeListQuerySchema } from 'shared-api/contract';
import { z } from 'zod';
import { historyService } from '../../services/history-reads';
import { pagedAnswer } from '../paged-answer';
import { bearer, errorResponses } from '../schemas';
import { changeRecordSchema } from './change-schema';

/** The administrator's Activity screen (decision 098): every recorded change. */
export const historyRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const history = historyService(fastify);

  fastify.get(
    '/',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        tags: ['history'],
        summary: 'A page of recorded changes, newest first (admin); the total is in X-Total-Count',
        description:
          'Every create, update and delete of a listing, a lookup item and a user, and every ' +
          'status change of an enquiry or a requirement. Filters: `userId` (who), `entity` ' +
          '(kind of record), `from` and `to` (days, UTC, inclusive).',
        security: bearer,
        querystring: changeListQuerySchema,
        response: { 200: z.array(changeRecordSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => pagedAnswer(reply, await history.page(request.query)),
  );
  done();
};
