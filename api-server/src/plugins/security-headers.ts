import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * The headers helmet sets for HELMET_OPTIONS. None of them depends on the request (no CSP nonces,
 * no directive functions), so helmet runs once, against a stand-in response that records them.
 */
export function helmetHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS) {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet (8.1 on) throws on bad options itself; its middleware runs synchronously.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The headers of every API answer: helmet's, and `Cache-Control: no-store`, since answers carry
 * tokens and personal data (sign-in, the signed-in user, enquiries, users) that no browser or
 * shared cache may keep (OWASP ASVS 5.0 V14.3.2). Answers that may be kept say so themselves
 * (uploads, at a URL that never changes).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...helmetHeaders(),
  'cache-control': 'no-store',
};

/**
 * Security headers on every answer. @fastify/helmet rebuilt helmet (parsing the CSP) on every
 * request, which cost as much as the rest of a cached list answer; the headers are the same.
 */
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
