import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Makes the Kysely instance available as `fastify.db` and closes it when the app closes. */
export const dbPlugin = fp<{ db: Kysely<Database> }>(
  (fastify, opts, done) => {
    fastify.decorate('db', opts.db);
    fastify.addHook('onClose', async () => {
      await opts.db.destroy();
    });
    done();
  },
  { name: 'db', fastify: '5.x' },
);
