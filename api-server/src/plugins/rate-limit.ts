import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

/**
 * A generous per-address limit on every route: it stops floods, not people. The host's server
 * renders pages for every visitor from one address, so its requests count against the visitor
 * they are for (`clientAddress`): a busy site never limits itself, and one client's flood of
 * renders is limited at that client alone.
 */
export const rateLimitPlugin = fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: true,
      max: fastify.config.rateLimitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => request.clientAddress,
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS_MESSAGE),
    });
  },
  { name: 'rate-limit', fastify: '5.x', dependencies: ['env', 'client-address'] },
);
