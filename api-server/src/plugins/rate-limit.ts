import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

/** A generous per-IP limit on every route: it stops floods, not people. */
export const rateLimitPlugin = fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: true,
      max: fastify.config.rateLimitPerMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS_MESSAGE),
    });
  },
  { name: 'rate-limit', fastify: '5.x', dependencies: ['env'] },
);
