// The host's own routes: its pages (rendered or the shell), /config.json, robots.txt and the
// sitemaps. Renders are limited per client (render-limit.ts); cached pages never count.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from 'shared-api/contract';
import { publicApiUrl } from '../public-api-url';
import { createPages, type PageRenderer } from './page-renderer';
import type { RenderCheck } from './render-limit';
import { NO_CACHE, isPageAddress } from './static-files';

const pathOf = (url: string) => url.split('?')[0] ?? '/';

export function registerPageRoutes(
  app: FastifyInstance,
  options: {
    root: string;
    env: NodeJS.ProcessEnv;
    config: RuntimeConfig;
    renderer: PageRenderer | null;
    mayRender: RenderCheck;
  },
): void {
  const { config, renderer, mayRender } = options;
  const pages = createPages(options);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', NO_CACHE);
    // Only what the page reads: tracking parameters neither make a new page nor reach the render.
    const url = renderer ? await renderer.pageAddress(request.url) : pathOf(request.url);
    if (!pages.has(url) && !(await mayRender(request, reply))) return reply;
    const page = await pages.get(url, { url, visitor: request.ip });
    reply.code(page.status).type('text/html; charset=utf-8');
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('Content-Encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.html);
  };
  // The page carries the runtime config in it (host-page.ts); /config.json stays for a page served
  // elsewhere (the development server) and for anyone who reads it.
  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return config;
  });
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  app.get('/robots.txt', async (_request, reply) => {
    if (!renderer) return reply.callNotFound();
    return reply
      .type('text/plain; charset=utf-8')
      .send(await renderer.renderRobots(config.siteUrl));
  });
  const sendSitemap = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!renderer) return reply.callNotFound();
    // Each file is read from the API anew: it counts as a render, against the crawler.
    if (!(await mayRender(request, reply))) return reply;
    const xml = await renderer.renderSitemap({
      path: pathOf(request.url),
      siteUrl: config.siteUrl,
      apiBaseUrl: pages.apiBaseUrl,
      apiPublicUrl: publicApiUrl(config),
      visitor: pages.hostSecret ? { address: request.ip, hostSecret: pages.hostSecret } : undefined,
    });
    if (!xml) return reply.callNotFound();
    return reply.header('Cache-Control', 'public, max-age=600').type('application/xml').send(xml);
  };
  app.get('/sitemap.xml', sendSitemap);
  app.get('/sitemap-pages.xml', sendSitemap);
  app.get('/sitemap-properties-:part.xml', sendSitemap);

  app.setNotFoundHandler((request, reply) => {
    if (isPageAddress(pathOf(request.url)) && ['GET', 'HEAD'].includes(request.method)) {
      return sendPage(request, reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
