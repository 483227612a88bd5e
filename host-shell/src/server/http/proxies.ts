// The API and the remotes under the site's own origin (docs/decisions/099-one-origin-by-default.md):
// /api/ and /uploads/ pass to the API, /remotes/<name>/ to that remote's server, each unless its
// public address is configured elsewhere (API_PUBLIC_URL, MFE_*_URL). The API limits requests per
// address, and every proxied request comes from this server's: each names its visitor with the
// proof the page renderer gives (HOST_SECRET, decision 095), so the API counts it against them.
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, RawServerBase, RouteGenericInterface } from 'fastify';
import { visitorHeaders, withoutVisitorHeaders } from '../visitor-proof';
import { REMOTES_PREFIX, readUpstreams } from './runtime-config';
import { REMOTE_POLICY } from './security-headers';

/** The API's paths a browser reaches: its routes, and the files it serves. */
const API_PREFIXES = ['/api', '/uploads'];

/**
 * While the API or a remote does not answer: 503 in the API's error shape, never the reason (it
 * names this machine's addresses), never cached. The page shows its fallback and Retry.
 */
function sendUnavailable(reply: FastifyReply<RouteGenericInterface, RawServerBase>): void {
  void reply
    .code(503)
    .headers({
      'cache-control': 'no-store',
      'content-security-policy': REMOTE_POLICY,
      'x-content-type-options': 'nosniff',
    })
    .send({ statusCode: 503, error: 'Service Unavailable', message: 'Please try again shortly.' });
}

export async function registerProxies(app: FastifyInstance, env: NodeJS.ProcessEnv) {
  const upstreams = readUpstreams(env);
  const hostSecret = env.HOST_SECRET?.trim() || undefined;
  if (!env.API_PUBLIC_URL?.trim()) {
    for (const prefix of API_PREFIXES) {
      await app.register(httpProxy, {
        upstream: upstreams.api,
        prefix,
        rewritePrefix: prefix,
        replyOptions: {
          onError: sendUnavailable,
          // A client's own proof headers never pass: only the ones this server writes.
          rewriteRequestHeaders: (request, headers) => ({
            ...withoutVisitorHeaders(headers),
            ...visitorHeaders(hostSecret ? { address: request.ip, hostSecret } : undefined),
          }),
        },
      });
    }
  }
  for (const remote of upstreams.remotes.filter(({ configured }) => !configured)) {
    await app.register(httpProxy, {
      upstream: remote.origin,
      prefix: `${REMOTES_PREFIX}/${remote.name}`,
      httpMethods: ['GET', 'HEAD'],
      replyOptions: { onError: sendUnavailable },
    });
  }
}
