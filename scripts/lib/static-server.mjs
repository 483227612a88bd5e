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
import { createPageCache } from './page-cache.mjs';
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
import { readRenderLimitPerMinute, registerRenderLimit } from './render-limit.mjs';
import { NO_CACHE, SERVER_FOLDER, cacheControlFor, isServable } from './served-files.mjs';
import { capConnections, fastifyLimitOptions, readStaticServerLimits } from './server-limits.mjs';

/** @typedef {import('fastify').FastifyRequest} FastifyRequest */
/** @typedef {import('fastify').FastifyReply} FastifyReply */

/** @typedef {import('./page-cache.mjs').HostPage} HostPage */
/** @typedef {import('./page-cache.mjs').PageAsked} PageAsked */

/** An address with no file extension is a page of the site, never a file of the build. */
const isPageAddress = (/** @type {string} */ pathname) => !path.posix.extname(pathname);

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
  // Read at start, as PAGE_CACHE_SECONDS below: a mistyped setting stops the start.
  const rendersPerMinute = readRenderLimitPerMinute(env);
  // Shared with the API: its reads for a render count against the visitor (decision 095).
  const hostSecret = env.HOST_SECRET?.trim() || undefined;
  // Read once here so a mistyped PUBLIC_SITE_URL stops the start, not a visitor's request.
  siteOrigins(env);
  const app = Fastify({
    logger: false,
    trustProxy: /^(1|true|yes)$/i.test(env.TRUST_PROXY ?? ''),
    ...fastifyLimitOptions(limits),
  });
  capConnections(app.server, limits.maxConnections, root);
  // The Host header only picks one of the site's configured origins (runtime-config.mjs).
  // Worked out once per Host header and kept (a few in use; bounded, as anyone can write one):
  // each page request needs both, and building them was a tenth of a cached page's cost.
  /** @type {LRUCache<string, { config: import('./runtime-config.mjs').RuntimeConfig, policy: string }>} */
  const byHost = new LRUCache({ max: 64 });
  const forHost = (/** @type {FastifyRequest} */ request) => {
    let known = byHost.get(request.host);
    if (!known) {
      const config = runtimeConfigForHost({ env, host: request.host, site });
      known = { config, policy: buildContentSecurityPolicy(config, env) };
      byHost.set(request.host, known);
    }
    return known;
  };
  const configFor = (/** @type {FastifyRequest} */ request) => forHost(request).config;

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
  const mayRender = serveConfig ? await registerRenderLimit(app, rendersPerMinute) : null;

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', forHost(request).policy);
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
   * @param {PageAsked} asked
   * @returns {Promise<HostPage>}
   */
  const makePage = async ({ url, config, visitor }) => {
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
          visitor: hostSecret ? { address: visitor, hostSecret } : undefined,
        })) ?? null;
    } catch (error) {
      // The browser renders the page instead; whoever operates the site sees why.
      console.error(`serve-static: rendering ${url} failed: ${errorMessage(error)}`);
    }
    const html = Buffer.from(renderHostPage(root, config, rendered));
    return { status: rendered?.status ?? 200, html, gzip: gzipSync(html) };
  };
  const pages = createPageCache({ env, makePage });

  /** @param {FastifyRequest} request @param {FastifyReply} reply */
  const sendPage = async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    if (!serveConfig) return reply.sendFile('index.html');
    const config = configFor(request);
    // Only what the page reads: tracking parameters neither make a new page nor reach the render.
    const url = renderer
      ? await renderer.pageAddress(request.url)
      : (request.url.split('?')[0] ?? '/');
    /** @type {PageAsked} */
    const asked = { url, config, visitor: request.ip };
    // Keyed by the origin the page was asked on: its addresses are that origin's.
    const key = `${siteOriginFor(request.host, env)}${url}`;
    if (!pages.has(key) && mayRender && !(await mayRender(request, reply))) return reply;
    const page = await pages.get(key, asked);
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
      if (!renderer) return reply.callNotFound();
      // Each file is read from the API anew: it counts as a render, against the crawler.
      if (mayRender && !(await mayRender(request, reply))) return reply;
      const xml = await renderer.renderSitemap({
        path: request.url.split('?')[0] ?? '',
        siteUrl,
        apiBaseUrl: local.apiBaseUrl,
        apiPublicUrl: configFor(request).apiBaseUrl,
        visitor: hostSecret ? { address: request.ip, hostSecret } : undefined,
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
    // A page's address (no extension) goes straight to the page: looking for a file of that name
    // first (three stats with the precompressed copies) cost more than a cached page itself.
    allowedPath: (pathname) =>
      !(spa && isPageAddress(pathname)) && isServable(pathname, { serverFolder: !serveConfig }),
    cacheControl: false,
    // Serves x.js.br / x.js.gz (see precompress.mjs) to browsers that accept them.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (spa && isPageAddress(pathname) && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(request, reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
