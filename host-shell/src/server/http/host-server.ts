// The host's HTTP server (docs/decisions/099-one-origin-by-default.md): its build's files, its
// pages (rendered on the server, decision 088), /config.json, robots and sitemaps, under the
// site's security policy; the API and the remotes proxied under its own origin (proxies.ts);
// slow clients cut off and connections capped (decision 076).
import Fastify from 'fastify';
import { buildContentSecurityPolicy } from './content-security-policy';
import { loadPageRenderer } from './page-renderer';
import { registerPageRoutes } from './page-routes';
import { registerProxies } from './proxies';
import { readRenderLimitPerMinute, registerRenderLimit } from './render-limit';
import { buildRuntimeConfig, readSiteConfig } from './runtime-config';
import { registerSecurityHeaders } from './security-headers';
import {
  capConnections,
  fastifyLimitOptions,
  readStaticServerLimits,
  type StaticServerLimits,
} from './server-limits';
import { registerStaticFiles } from './static-files';

/** Builds (does not start) the host's server for the build in `root`. */
export async function createHostServer({
  root,
  env,
  limits = readStaticServerLimits(env, { forUploads: true }),
}: {
  root: string;
  env: NodeJS.ProcessEnv;
  /** Timeouts and connection cap (default: server-limits.ts with the env's settings). */
  limits?: StaticServerLimits;
}) {
  // Everything a page is made from is read here, so a mistyped setting stops the start, not a
  // visitor's request; and none of it comes from a request.
  const config = buildRuntimeConfig(env, readSiteConfig(env));
  const policy = buildContentSecurityPolicy(config, env);
  const rendersPerMinute = readRenderLimitPerMinute(env);
  const app = Fastify({
    logger: false,
    trustProxy: /^(1|true|yes)$/i.test(env.TRUST_PROXY ?? ''),
    ...fastifyLimitOptions(limits),
  });
  capConnections(app.server, limits.maxConnections, `host-shell (${root})`);
  // Proxied answers keep the API's and the remotes' own headers: the site's are for its files.
  await registerProxies(app, env);
  await app.register(async (site) => {
    await registerSecurityHeaders(site, { policy, crossOrigin: false });
    // Caches must key on what changes the answer.
    site.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Vary', 'Accept-Encoding');
      return payload;
    });
    const mayRender = await registerRenderLimit(site, rendersPerMinute);
    registerPageRoutes(site, { root, env, config, renderer: loadPageRenderer(root), mayRender });
    await registerStaticFiles(site, { root, serverFolder: false, pages: true });
  });
  return app;
}
