// @ts-check
// One built front end (a webpack dist folder) as a Fastify server: entry files never cached,
// content-hashed files forever, security headers on every answer, source maps and build
// statistics never served, slow clients cut off (docs/decisions/076-static-servers-hardening.md).
// scripts/serve-static.mjs is its command line.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import { errorMessage } from './error-message.mjs';
import { createFirstScreens } from './first-screens.mjs';
import { renderHostPage } from './host-page.mjs';
import { createPageRoutes } from './page-routes.mjs';
import { createRemoteFiles } from './remote-files.mjs';
import {
  buildContentSecurityPolicy,
  buildRuntimeConfig,
  isSiteOrigin,
  localOrigin,
  readSiteConfig,
  runtimeConfigForHost,
  siteOrigins,
} from './runtime-config.mjs';
import { NO_CACHE, SERVER_FOLDER, cacheControlFor, isServable } from './served-files.mjs';
import { capConnections, fastifyLimitOptions, readStaticServerLimits } from './server-limits.mjs';

/** @typedef {import('fastify').FastifyRequest} FastifyRequest */
/** @typedef {import('fastify').FastifyReply} FastifyReply */

/**
 * What a remote's `dist/server/first-screens.cjs` offers (mfe-public/src/first-screen/server.tsx).
 * @typedef {object} FirstScreenPages
 * @property {readonly string[]} FIRST_SCREEN_PAGES expose names
 * @property {(
 *   page: string,
 *   params: URLSearchParams,
 *   options: { apiBaseUrl: string },
 * ) => Promise<string | null>} firstScreenFor
 */

/**
 * A remote's first screens with data (docs/decisions/072), if its build wrote them: the module's
 * `FIRST_SCREEN_PAGES` (expose names) and `firstScreenFor(page, params, options)`.
 * @param {string} root
 * @returns {FirstScreenPages | null}
 */
function loadFirstScreenPages(root) {
  const file = path.join(root, SERVER_FOLDER, 'first-screens.cjs');
  if (!existsSync(file)) return null;
  try {
    /** @type {unknown} */
    const pages = createRequire(import.meta.url)(file);
    return /** @type {FirstScreenPages} */ (pages);
  } catch (error) {
    console.error(`serve-static: first screens with data left out: ${errorMessage(error)}`);
    return null;
  }
}

/**
 * Builds (does not start) the static server.
 * @param {{
 *   root: string,
 *   spa?: boolean,
 *   serveConfig?: boolean,
 *   env?: NodeJS.ProcessEnv,
 *   limits?: import('./server-limits.mjs').StaticServerLimits,
 * }} options `limits`: timeouts and connection cap (default: server-limits.mjs, with the env's
 *   STATIC_MAX_CONNECTIONS)
 */
export async function createStaticServer({
  root,
  spa = false,
  serveConfig = false,
  env = process.env,
  limits = readStaticServerLimits(env),
}) {
  const site = serveConfig ? readSiteConfig(env) : null;
  // Read once here so a mistyped PUBLIC_SITE_URL stops the start, not a visitor's request.
  siteOrigins(env);
  const app = Fastify({
    logger: false,
    trustProxy: /^(1|true|yes)$/i.test(env.TRUST_PROXY ?? ''),
    ...fastifyLimitOptions(limits),
  });
  capConnections(app.server, limits.maxConnections, root);
  // The Host header only picks one of the site's configured origins (runtime-config.mjs).
  const configFor = (/** @type {FastifyRequest} */ request) =>
    runtimeConfigForHost({ env, host: request.host, site });

  await app.register(helmet, {
    // Set per request below: it names the configured origins the page was opened on.
    contentSecurityPolicy: false,
    // Remotes' scripts are loaded by the site from another origin (another port).
    crossOriginResourcePolicy: { policy: serveConfig ? 'same-origin' : 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Transport security belongs to the TLS terminator in front of this server.
    strictTransportSecurity: false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', buildContentSecurityPolicy(configFor(request), env));
    const origin = request.headers.origin;
    if (!serveConfig && origin && isSiteOrigin(origin, env)) {
      // Only for a script the site loads with crossorigin (none today: decision 076), and only to
      // an origin PUBLIC_SITE_URL lists, exactly: never to another page, whatever its port.
      reply.header('Access-Control-Allow-Origin', origin);
    }
    // Caches must key on what changes the answer: the encoding, and (remotes) the origin.
    reply.header('Vary', serveConfig ? 'Accept-Encoding' : 'Accept-Encoding, Origin');
    return payload;
  });

  // The host's page carries the runtime config in it (see host-page.mjs); /config.json stays for
  // a page served elsewhere (the development server) and for anyone who reads it.
  const remoteFiles = createRemoteFiles();
  // The API and the remotes as this server reaches them: their configured URLs, or this machine.
  const local = buildRuntimeConfig({ env, siteOrigin: localOrigin(env), site });
  const readEntries = local.remotes;
  const pageRoutes = createPageRoutes({ root, remoteFiles, readEntries });
  const firstScreens = createFirstScreens({ root, remoteFiles });
  /** @param {FastifyRequest} request @param {FastifyReply} reply */
  const sendPage = async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    if (!serveConfig) return reply.sendFile('index.html');
    const config = configFor(request);
    const opened = pageRoutes.match(request.url.split('?')[0] ?? '/', config);
    const [firstScreen, pageScripts] = await Promise.all([
      firstScreens.forPage(opened, config),
      pageRoutes.scriptsFor(opened),
    ]);
    const html = renderHostPage(root, config, { firstScreen, pageScripts });
    reply.type('text/html; charset=utf-8');
    // Built per request, so compressed per request (a few KB: well under a millisecond).
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
    }
    return reply.send(html);
  };
  if (serveConfig) {
    app.get('/config.json', async (request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      return configFor(request);
    });
    app.get('/', sendPage);
    app.get('/index.html', sendPage);
  }

  const firstScreenPages = serveConfig ? null : loadFirstScreenPages(root);
  if (firstScreenPages) {
    for (const page of firstScreenPages.FIRST_SCREEN_PAGES ?? []) {
      // Asked by the host's server with the route's parameters (first-screens.mjs): ?property_id=24.
      app.get(`/first-screen/${page}.html`, async (request, reply) => {
        const params = new URLSearchParams(request.url.split('?')[1] ?? '');
        let html = null;
        try {
          html = await firstScreenPages.firstScreenFor(page, params, {
            apiBaseUrl: local.apiBaseUrl,
          });
        } catch (error) {
          console.error(`serve-static: first screen ${page} failed: ${errorMessage(error)}`);
        }
        if (!html) return reply.callNotFound();
        return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html);
      });
    }
  }

  await app.register(fastifyStatic, {
    root,
    allowedPath: isServable,
    cacheControl: false,
    // Serves x.js.br / x.js.gz (see precompress.mjs) to browsers that accept them.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = !path.posix.extname(pathname);
    if (spa && isPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(request, reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
