import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'down']),
});

/** GET /api/health: for load balancers and the start script. */
export const healthRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        // A read of a real table, not `select 1`: a database file that cannot be read (damaged,
        // its disk gone) answers 503, so a load balancer stops sending visitors here.
        await sql`select name from kysely_migration order by name desc limit 1`.execute(fastify.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
  done();
};
