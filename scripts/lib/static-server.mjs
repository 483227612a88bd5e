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
import { LRUCache } from 'lru-cache';
import { errorMessage } from './error-message.mjs';
import { renderHostPage } from './host-page.mjs';
import {
  buildContentSecurityPolicy,
  buildRuntimeConfig,
  isSiteOrigin,
  localOrigin,
  readSiteConfig,
  runtimeConfigForHost,
  siteOriginFor,
  siteOrigins,
} from './runtime-config.mjs';
import { NO_CACHE, SERVER_FOLDER, cacheControlFor, isServable } from './served-files.mjs';
import { capConnections, fastifyLimitOptions, readStaticServerLimits } from './server-limits.mjs';

/** @typedef {import('fastify').FastifyRequest} FastifyRequest */
/** @typedef {import('fastify').FastifyReply} FastifyReply */

/**
 * A page as the host's server sends it.
 * @typedef {{ status: number, html: Buffer, gzip: Buffer }} HostPage
 */

/** At most this much of rendered pages is kept (a 50 KB page and its 11 KB gzip copy: ~1,000). */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * How long a rendered page is kept (PAGE_CACHE_SECONDS, default 2; 0: never).
 * @param {NodeJS.ProcessEnv} env
 */
function readPageCacheSeconds(env) {
  const raw = env.PAGE_CACHE_SECONDS?.trim();
  if (!raw) return 2;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 60) {
    throw new Error(`PAGE_CACHE_SECONDS must be a number of seconds from 0 to 60, got "${raw}"`);
  }
  return seconds;
}

/**
 * What the host's server build offers (host-shell/src/server/index.ts, decision 088).
 * @typedef {typeof import('../../host-shell/src/server/index')} PageRenderer
 */

/**
 * The host's page renderer, if its build wrote one (dist/server/render.js).
 * @param {string} root
 * @returns {PageRenderer | null}
 */
function loadPageRenderer(root) {
  const file = path.join(root, SERVER_FOLDER, 'render.js');
  if (!existsSync(file)) return null;
  /** @type {unknown} */
  const renderer = createRequire(import.meta.url)(file);
  return /** @type {PageRenderer} */ (renderer);
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
  // The API and the remotes as this server reaches them: their configured URLs, or this machine.
  const local = buildRuntimeConfig({ env, siteOrigin: localOrigin(env), site });
  // Each remote's server build, beside its browser entry (decision 088).
  const serverEntries = Object.fromEntries(
    Object.entries(local.remotes).map(([name, entry]) => [
      name,
      new URL(`${SERVER_FOLDER}/remoteEntry.js`, entry).href,
    ]),
  );
  // Canonical addresses name the first configured origin, whatever address a page was asked on.
  const siteUrl = /** @type {string} */ (siteOrigins(env)[0]);
  const renderer = serveConfig ? loadPageRenderer(root) : null;

  /**
   * The host's page for `url` as asked on `config`'s origin, rendered (a public page) or the shell
   * (a staff page), with its gzip copy.
   * @param {{ url: string, config: import('./runtime-config.mjs').RuntimeConfig }} asked
   * @returns {Promise<HostPage>}
   */
  const makePage = async ({ url, config }) => {
    /** @type {import('./host-page.mjs').RenderedPage | null} */
    let rendered = null;
    try {
      rendered =
        (await renderer?.renderPage({
          url,
          config: /** @type {import('../../shared-api/src/contract/types').RuntimeConfig} */ (
            config
          ),
          apiBaseUrl: local.apiBaseUrl,
          serverEntries,
        })) ?? null;
    } catch (error) {
      // The browser renders the page instead; whoever operates the site sees why.
      console.error(`serve-static: rendering ${url} failed: ${errorMessage(error)}`);
    }
    const html = Buffer.from(renderHostPage(root, config, rendered));
    return { status: rendered?.status ?? 200, html, gzip: gzipSync(html) };
  };
  // Pages are kept for a moment (PAGE_CACHE_SECONDS): a burst of visitors to one listing, a link
  // shared on WhatsApp, costs one render a moment, and a change made in the admin shows within
  // that moment. Concurrent requests for a page being rendered wait for that one render.
  const pageCacheMs = readPageCacheSeconds(env) * 1000;
  /** @type {LRUCache<string, HostPage, { url: string, config: import('./runtime-config.mjs').RuntimeConfig }>} */
  const pages = new LRUCache({
    maxSize: PAGE_CACHE_BYTES,
    sizeCalculation: (page) => page.html.length + page.gzip.length,
    ttl: Math.max(pageCacheMs, 1),
    fetchMethod: (_key, _stale, { context }) => makePage(context),
  });

  /** @param {FastifyRequest} request @param {FastifyReply} reply */
  const sendPage = async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    if (!serveConfig) return reply.sendFile('index.html');
    const config = configFor(request);
    const asked = { url: request.url, config };
    // Keyed by the origin the page was asked on: its addresses are that origin's.
    const page =
      pageCacheMs > 0
        ? await pages.fetch(`${siteOriginFor(request.host, env)}${request.url}`, { context: asked })
        : await makePage(asked);
    if (!page) throw new Error(`no page for ${request.url}`);
    reply.code(page.status).type('text/html; charset=utf-8');
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('Content-Encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.html);
  };
  if (serveConfig) {
    app.get('/config.json', async (request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      return configFor(request);
    });
    app.get('/', sendPage);
    app.get('/index.html', sendPage);
    app.get('/robots.txt', async (_request, reply) => {
      if (!renderer) return reply.callNotFound();
      return reply.type('text/plain; charset=utf-8').send(await renderer.renderRobots(siteUrl));
    });
    /** @param {FastifyRequest} request @param {FastifyReply} reply */
    const sendSitemap = async (request, reply) => {
      const xml = await renderer?.renderSitemap({
        path: request.url.split('?')[0] ?? '',
        siteUrl,
        apiBaseUrl: local.apiBaseUrl,
        apiPublicUrl: configFor(request).apiBaseUrl,
      });
      if (!xml) return reply.callNotFound();
      return reply.header('Cache-Control', 'public, max-age=600').type('application/xml').send(xml);
    };
    app.get('/sitemap.xml', sendSitemap);
    app.get('/sitemap-pages.xml', sendSitemap);
    app.get('/sitemap-properties-:part.xml', sendSitemap);
  }

  await app.register(fastifyStatic, {
    root,
    // A remote's server build is fetched by the host's server; the host's own is never served.
    allowedPath: (pathname) => isServable(pathname, { serverFolder: !serveConfig }),
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
