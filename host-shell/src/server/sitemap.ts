// /sitemap.xml and /robots.txt (decision 088), from the route table and the API's list of the
// properties a visitor can open.
import { ROUTES } from '../app/route-table';
import { visitorHeaders, type RenderVisitor } from './visitor-proof';
import { getDetailsPath } from 'shared-api/contract';

export interface SitemapRequest {
  /** '/sitemap.xml', or one of its parts when the site has more than one file's worth. */
  path: string;
  /** The site's configured public origin (no slash at the end). */
  siteUrl: string;
  /** The API as this server reaches it. */
  apiBaseUrl: string;
  /** The API's public address, for the photos' addresses (no slash at the end). */
  apiPublicUrl: string;
  /** Who asked (a crawler): the API counts its reads against them (HOST_SECRET set). */
  visitor?: RenderVisitor;
}

/** The API's answer (GET /api/property/sitemap?page=N). */
interface SitemapPage {
  total: number;
  pageSize: number;
  items: { id: number; updated_at: string; project_name: string; image: string | null }[];
}

/** The sitemaps protocol's limit of addresses per file. */
const ADDRESSES_PER_FILE = 50_000;
const PAGES_FILE = '/sitemap-pages.xml';
const PROPERTIES_FILE = /^\/sitemap-properties-(\d{1,6})\.xml$/;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The public pages without parameters, except those kept out of search indexes (sign-in...). */
function publicPagePaths(): string[] {
  return ROUTES.filter(
    (route) => route.access === 'public' && !route.path.includes(':') && route.isIndexed !== false,
  ).map((route) => route.path);
}

async function readPage(request: SitemapRequest, page: number): Promise<SitemapPage> {
  const response = await fetch(`${request.apiBaseUrl}/api/property/sitemap?page=${page}`, {
    headers: { accept: 'application/json', ...visitorHeaders(request.visitor) },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`the API answered ${response.status} for the sitemap`);
  return (await response.json()) as SitemapPage;
}

function urlSet(entries: string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n' +
    entries.join('') +
    '</urlset>\n'
  );
}

function pageEntries(request: SitemapRequest): string[] {
  return publicPagePaths().map(
    (path) => `<url><loc>${escapeXml(`${request.siteUrl}${path}`)}</loc></url>\n`,
  );
}

function propertyEntries(request: SitemapRequest, page: SitemapPage): string[] {
  return page.items.map((item) => {
    const image = item.image
      ? `<image:image><image:loc>${escapeXml(`${request.apiPublicUrl}/${item.image.replace(/^\/+/, '')}`)}</image:loc></image:image>`
      : '';
    return (
      `<url><loc>${escapeXml(`${request.siteUrl}${getDetailsPath(item.id)}`)}</loc>` +
      `<lastmod>${escapeXml(item.updated_at)}</lastmod>${image}</url>\n`
    );
  });
}

/**
 * The sitemap: one file while the public pages and the properties fit in one, else an index of
 * the pages' file and one file per API page of properties. Null for a part that does not exist.
 */
export async function renderSitemap(request: SitemapRequest): Promise<string | null> {
  const part = PROPERTIES_FILE.exec(request.path);
  if (part) {
    const page = await readPage(request, Number(part[1]));
    return page.items.length > 0 ? urlSet(propertyEntries(request, page)) : null;
  }
  if (request.path === PAGES_FILE) return urlSet(pageEntries(request));
  if (request.path !== '/sitemap.xml') return null;
  const first = await readPage(request, 1);
  const pages = pageEntries(request);
  if (pages.length + first.total <= ADDRESSES_PER_FILE && first.items.length === first.total) {
    return urlSet([...pages, ...propertyEntries(request, first)]);
  }
  const files = [PAGES_FILE];
  for (let page = 1; (page - 1) * first.pageSize < first.total; page += 1) {
    files.push(`/sitemap-properties-${page}.xml`);
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    files
      .map((file) => `<sitemap><loc>${escapeXml(`${request.siteUrl}${file}`)}</loc></sitemap>\n`)
      .join('') +
    '</sitemapindex>\n'
  );
}

/** robots.txt: every staff address disallowed, and where the sitemap is. */
export function renderRobots(siteUrl: string): string {
  const staff = ROUTES.filter((route) => route.access !== 'public').map((route) =>
    route.path.replace(/:[^/]+$/, ''),
  );
  return [
    'User-agent: *',
    ...[...new Set(staff)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
