import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * API answers are data, never pages: nothing may load or frame them. Resources are cross-origin
 * readable so the site (another origin) can show /uploads images.
 */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xContentTypeOptions: true,
};

/**
 * Answers carry tokens and personal data (sign-in, the signed-in user, enquiries, users) that no
 * browser or shared cache may keep (OWASP ASVS 5.0 V14.3.2). Answers that may be kept say so
 * themselves (uploads, at a URL that never changes; share images).
 */
const NO_STORE = { 'cache-control': 'no-store' } as const;

/**
 * The headers of the errors answered before any hook runs (a malformed URL, a request Node could
 * not read; plugins/http-limits.ts): short JSON messages that nothing renders or frames, so the
 * strict policy, nosniff and no-store are all they need.
 */
export const EARLY_ERROR_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  ...NO_STORE,
};

/** Security headers on every answer: helmet's, through @fastify/helmet, and `no-store`. */
export const securityHeadersPlugin = fp(
  async (fastify) => {
    await fastify.register(fastifyHelmet, HELMET_OPTIONS);
    fastify.addHook('onRequest', (_request, reply, next) => {
      void reply.headers(NO_STORE);
      next();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
