// A remote's server: its build's files (static-files.ts) and nothing else, with the security
// headers and the limits of the host's (decision 076). The host proxies it under its own origin
// by default (decision 099); a site on another origin (MFE_*_URL) loads it directly.
import Fastify from 'fastify';
import { siteOrigins } from './runtime-config';
import { REMOTE_POLICY, registerSecurityHeaders } from './security-headers';
import {
  capConnections,
  fastifyLimitOptions,
  readStaticServerLimits,
  type StaticServerLimits,
} from './server-limits';
import { registerStaticFiles } from './static-files';

/** Builds (does not start) the server of the remote build in `root`. */
export async function createRemoteServer({
  root,
  env,
  limits = readStaticServerLimits(env),
}: {
  root: string;
  env: NodeJS.ProcessEnv;
  limits?: StaticServerLimits;
}) {
  const origins = siteOrigins(env);
  const app = Fastify({ logger: false, ...fastifyLimitOptions(limits) });
  capConnections(app.server, limits.maxConnections, `remote (${root})`);
  await registerSecurityHeaders(app, { policy: REMOTE_POLICY, crossOrigin: true });
  app.addHook('onSend', async (request, reply, payload) => {
    const origin = request.headers.origin;
    if (origin && origins.includes(origin)) {
      // Only for a script the site loads with crossorigin (none today: decision 076), and only to
      // an origin PUBLIC_SITE_URL lists, exactly.
      reply.header('Access-Control-Allow-Origin', origin);
    }
    reply.header('Vary', 'Accept-Encoding, Origin');
    return payload;
  });
  // The remote's server build is served too: the host's server loads it (decision 088).
  await registerStaticFiles(app, { root, serverFolder: true, pages: false });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
  );
  return app;
}
