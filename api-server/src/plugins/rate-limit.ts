import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

const WINDOW_MS = 60 * 1000;
/** Addresses remembered at once; the least recently seen is forgotten first. */
const MAX_ADDRESSES = 5000;

interface Window {
  count: number;
  startedAt: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route is not counted (health checks). */
    rateLimit?: false;
  }
}

/**
 * Counts a request of `address`, in a fixed one-minute window that starts at its first request.
 * Returns the count and the milliseconds left in the window.
 */
export function createWindowCounter(maxAddresses = MAX_ADDRESSES) {
  const windows = new Map<string, Window>();
  return (address: string, now: number): { count: number; leftMs: number } => {
    let window = windows.get(address);
    if (window) windows.delete(address);
    if (!window || window.startedAt + WINDOW_MS <= now) window = { count: 0, startedAt: now };
    window.count += 1;
    // Map order is insertion order: re-inserting marks the address most recently seen.
    windows.set(address, window);
    if (windows.size > maxAddresses) {
      const oldest = windows.keys().next();
      if (!oldest.done) windows.delete(oldest.value);
    }
    return { count: window.count, leftMs: window.startedAt + WINDOW_MS - now };
  };
}

/**
 * A generous per-IP limit on every route: it stops floods, not people. The same counting and
 * headers as @fastify/rate-limit's in-memory store (X-RateLimit-Limit/-Remaining/-Reset, and
 * Retry-After on 429), in one synchronous hook: the plugin's promise chain cost a tenth of a
 * cached list answer.
 */
export const rateLimitPlugin = fp(
  (fastify, _opts, done) => {
    const max = fastify.config.rateLimitPerMinute;
    const count = createWindowCounter();
    const limit: onRequestHookHandler = (request, reply, next) => {
      const { count: current, leftMs } = count(request.ip, Date.now());
      const resetSeconds = Math.ceil(leftMs / 1000);
      void reply.header('x-ratelimit-limit', max);
      if (current <= max) {
        void reply
          .header('x-ratelimit-remaining', max - current)
          .header('x-ratelimit-reset', resetSeconds);
        next();
        return;
      }
      void reply
        .header('x-ratelimit-remaining', 0)
        .header('x-ratelimit-reset', resetSeconds)
        .header('retry-after', resetSeconds);
      next(new HttpError(429, TOO_MANY_REQUESTS_MESSAGE));
    };
    // Per route, as the plugin did: unknown paths (404) are not counted.
    fastify.addHook('onRoute', (route) => {
      if (route.config?.rateLimit === false) return;
      const hooks = route.onRequest;
      route.onRequest = hooks ? [...(Array.isArray(hooks) ? hooks : [hooks]), limit] : [limit];
    });
    done();
  },
  { name: 'rate-limit', fastify: '5.x', dependencies: ['env'] },
);
