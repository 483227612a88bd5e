// The security headers of the host's and the remotes' answers (docs/decisions/010, 076): the
// Content-Security-Policy given, nosniff, a referrer policy, no framing.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A remote's server sends scripts and JSON only: nothing of it may load or frame anything. */
export const REMOTE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * `crossOrigin`: other origins may load the answers (a remote's scripts, loaded by a site on
 * another origin when MFE_*_URL says so).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { policy, crossOrigin }: { policy: string; crossOrigin: boolean },
): Promise<void> {
  await app.register(helmet, {
    // Set below from the one policy: helmet's directives would be a second description of it.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Transport security belongs to the TLS terminator in front of this server.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', policy);
    return payload;
  });
}
