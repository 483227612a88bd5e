import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { operationsStatusSchema } from 'shared-api/contract';
import { operationsService } from '../../services/operations';
import { bearer, errorResponses } from '../schemas';

/** GET /api/operations/status (addition, admin): the last backup and the outbox's backlog. */
export const operationsRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const operations = operationsService(fastify);
  fastify.get(
    '/status',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        tags: ['operations'],
        summary: "The last backup's age and outcome, and messages waiting or failed",
        description:
          '`backup.warning` says what to act on: backups off, the last one failed, or older than 26 hours.',
        security: bearer,
        response: { 200: operationsStatusSchema, ...errorResponses(401, 403) },
      },
    },
    () => operations.status(),
  );
  done();
};
