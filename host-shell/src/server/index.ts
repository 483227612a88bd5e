// The host's server build (dist/server/render.js, decision 088), which the host's static server
// requires: it renders the public pages. The async boundary: shared singletons are negotiated
// before any of the renderer's code runs, as in the browser's src/index.ts.
import type { RenderRequest, RenderedPage } from './render-page';
import type { SitemapRequest } from './sitemap';

export type { RenderRequest, RenderedPage, SitemapRequest };

/** The public page at `request.url`, rendered; null for a staff page (the browser renders it). */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  return (await import('./render-page')).renderPage(request);
}

/**
 * The address a page at `url` is rendered and cached as: its path and the query parameters its
 * page reads (no tracking parameters).
 */
export async function pageAddress(url: string): Promise<string> {
  return (await import('./page-address')).pageAddress(url);
}

/** /sitemap.xml and its parts (`/sitemap-<n>.xml`), or null for a part that does not exist. */
export async function renderSitemap(request: SitemapRequest): Promise<string | null> {
  return (await import('./sitemap')).renderSitemap(request);
}

/** /robots.txt. */
export async function renderRobots(siteUrl: string): Promise<string> {
  return (await import('./sitemap')).renderRobots(siteUrl);
}
