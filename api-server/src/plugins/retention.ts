import fp from 'fastify-plugin';
import { peopleService } from '../services/people';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Enquiries older than the retention period (site.config.json privacy.retentionMonths), and the
 * consents given with them, are anonymised at start and once a day, like the throttle's sweep (plugins/throttle.ts). The sweep
 * is idempotent, so several API processes may run it.
 */
export const retentionPlugin = fp(
  async (fastify) => {
    const people = peopleService(fastify);
    const sweep = () =>
      people
        .applyRetention()
        .then((count) => {
          if (count > 0)
            fastify.log.info({ count }, 'enquiries and their consents past retention anonymised');
        })
        .catch((error: unknown) => {
          fastify.log.error({ err: error }, 'retention sweep failed');
        });
    await sweep();
    const timer = setInterval(() => void sweep(), DAY_MS);
    timer.unref();
    fastify.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
  },
  { name: 'retention', fastify: '5.x', dependencies: ['env', 'db'] },
);
