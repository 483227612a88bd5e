import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * API answers are data, never pages: nothing may load or frame them. Resources are cross-origin
 * readable so the site (another origin) can show /uploads images.
 */
const HELMET_OPTIONS: Readonly<HelmetOptions> = {
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
 * The headers helmet sets for the API's options, read once from a response of Node's own: none
 * of them depends on the request (no nonces, no directive functions). @fastify/helmet would build
 * helmet again on every request, in two hooks: it halved the cached list's throughput (0.227 of
 * bare Fastify against 0.437, budget 1/3; decision 103).
 */
function helmetHeaders(): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(HELMET_OPTIONS)(request, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Every API answer's headers, errors answered before any hook included (plugins/http-limits.ts):
 * helmet's, and `no-store`, since answers carry tokens and personal data (sign-in, the signed-in
 * user, enquiries, users) that no browser or shared cache may keep (OWASP ASVS 5.0 V14.3.2).
 * Answers that may be kept say so themselves (uploads, at a URL that never changes; share images).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...helmetHeaders(),
  'cache-control': 'no-store',
};

/** Security headers on every answer. */
export const securityHeadersPlugin = fp(
  (fastify, _opts, done) => {
    fastify.addHook('onRequest', (_request, reply, next) => {
      void reply.headers(API_SECURITY_HEADERS);
      next();
    });
    done();
  },
  { name: 'security-headers', fastify: '5.x' },
);
