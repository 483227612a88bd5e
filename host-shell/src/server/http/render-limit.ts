// Renders shared fairly (docs/decisions/095-fair-renders.md):
// a page the host's server must render (not in its page cache) costs ~8 ms of CPU, a page from
// the cache a fraction of one. Renders are limited per client address (with TRUST_PROXY, the
// forwarded one); past the limit the answer is 429 with Retry-After, which crawlers honour. Cache
// hits, files and /config.json are never counted. @fastify/rate-limit counts, in windows of
// RENDER_WINDOW_SECONDS so that a client's allowance never arrives as one long burst.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** True to render, false when the limit has answered 429 itself. */
export type RenderCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * A person's full page loads (the site navigates in the browser after the first) and a polite
 * crawler stay far below it; one client at this pace takes about 1% of a core.
 */
export const DEFAULT_RENDERS_PER_MINUTE = 60;
export const RENDER_WINDOW_SECONDS = 10;
export const TOO_MANY_RENDERS_MESSAGE = 'Too many pages asked for. Please try again shortly.';

/** Renders one client may cause a minute (RENDER_LIMIT_PER_MINUTE; 0: no limit). */
export function readRenderLimitPerMinute(env: NodeJS.ProcessEnv): number {
  const raw = env.RENDER_LIMIT_PER_MINUTE?.trim();
  if (!raw) return DEFAULT_RENDERS_PER_MINUTE;
  const perMinute = Number(raw);
  if (!Number.isInteger(perMinute) || perMinute < 0 || perMinute > 1_000_000) {
    throw new Error(
      `RENDER_LIMIT_PER_MINUTE must be a whole number from 0 to 1000000, got "${raw}"`,
    );
  }
  return perMinute;
}

/** Registers the limiter on `app` and returns the check a cache miss makes before rendering. */
export async function registerRenderLimit(
  app: FastifyInstance,
  perMinute: number,
): Promise<RenderCheck> {
  if (perMinute === 0) return () => Promise.resolve(true);
  // Only where a render is about to happen: never on a route of its own.
  await app.register(rateLimit, {
    global: false,
    max: Math.max(1, Math.round((perMinute * RENDER_WINDOW_SECONDS) / 60)),
    timeWindow: RENDER_WINDOW_SECONDS * 1000,
  });
  const count = app.createRateLimit();
  return async (request, reply) => {
    const limit = await count(request);
    if (limit.isAllowed || !limit.isExceeded) return true;
    await reply
      .code(429)
      .header('Retry-After', String(Math.max(1, limit.ttlInSeconds)))
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(TOO_MANY_RENDERS_MESSAGE);
    return false;
  };
}
