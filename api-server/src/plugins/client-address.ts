import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The host's server reads the API for every page it renders, from its own address. It names the
 * visitor it renders for in VISITOR_ADDRESS_HEADER and proves it is the host with
 * HOST_SECRET_HEADER (HOST_SECRET, shared by the two through their settings). The same names are
 * sent by host-shell/src/server/visitor-headers.ts.
 */
export const HOST_SECRET_HEADER = 'x-host-secret';
export const VISITOR_ADDRESS_HEADER = 'x-visitor-address';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who the request is for, for per-address limits: the visitor the host's server renders for
     * when the request proves it comes from the host; otherwise `request.ip` (which honours
     * TRUST_PROXY). Never a header a client alone could set.
     */
    clientAddress: string;
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compared in constant time: a guess learns nothing from how long the refusal took. */
function isHostSecret(proof: string, secretDigest: Buffer): boolean {
  return timingSafeEqual(digest(proof), secretDigest);
}

/** The visitor address a request from the host names, or null when it is not from the host. */
export function readForwardedVisitor(
  request: Pick<FastifyRequest, 'headers'>,
  secretDigest: Buffer | null,
): string | null {
  if (!secretDigest) return null;
  const proof = request.headers[HOST_SECRET_HEADER];
  const visitor = request.headers[VISITOR_ADDRESS_HEADER];
  if (typeof proof !== 'string' || typeof visitor !== 'string') return null;
  if (!isHostSecret(proof, secretDigest)) return null;
  return isIP(visitor) === 0 ? null : visitor;
}

/** Decorates every request with `clientAddress` (see above). */
export const clientAddressPlugin = fp(
  (fastify, _options, done) => {
    const secret = fastify.config.hostSecret;
    const secretDigest = secret ? digest(secret) : null;
    fastify.decorateRequest('clientAddress', {
      getter(this: FastifyRequest): string {
        return readForwardedVisitor(this, secretDigest) ?? this.ip;
      },
    });
    done();
  },
  { name: 'client-address', fastify: '5.x', dependencies: ['env'] },
);
