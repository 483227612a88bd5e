/**
 * @jest-environment node
 */
// The sitemap's files from the API's pages of properties, served here by a plain HTTP server that
// answers as GET /api/property/sitemap does (its own tests are the API's); robots.txt from the
// route table.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// Named apart from Testing Library's render (its lint rule reads any render* call as one).
import { renderRobots as robotsTxt, renderSitemap as sitemapFile } from './sitemap';

const SITE = 'https://puneprime.example';
const API_PUBLIC = 'https://api.puneprime.example';
const PAGE_SIZE = 50_000;

/** An API whose properties are ids 1..total, `PAGE_SIZE` a page. */
async function startApi(total: number) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const page = Number(url.searchParams.get('page') ?? '1');
    const first = (page - 1) * PAGE_SIZE + 1;
    const last = Math.min(total, page * PAGE_SIZE);
    const items = [];
    for (let id = first; id <= last; id += 1) {
      items.push({
        id,
        updated_at: '2026-11-25T10:00:00.000Z',
        project_name: `Project ${id}`,
        image: id % 2 === 0 ? `uploads/images/${id}.jpg` : null,
      });
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ total, pageSize: PAGE_SIZE, items }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('renderSitemap', () => {
  it('writes one file of the public pages and every property while they fit', async () => {
    const api = await startApi(3);
    try {
      const xml = await sitemapFile({
        path: '/sitemap.xml',
        siteUrl: SITE,
        apiBaseUrl: api.url,
        apiPublicUrl: API_PUBLIC,
      });
      expect(xml).toContain('<urlset ');
      for (const path of ['/', '/aboutus', '/home_loan', '/contact', '/post_req']) {
        expect(xml).toContain(`<url><loc>${SITE}${path}</loc></url>`);
      }
      // Kept out of search indexes: the sign-in page, a visitor's shortlist and comparisons.
      for (const path of ['/login', '/shortlist', '/compare']) {
        expect(xml).not.toContain(`${SITE}${path}<`);
      }
      expect(xml).toContain(
        `<url><loc>${SITE}/details/2</loc><lastmod>2026-11-25T10:00:00.000Z</lastmod>` +
          `<image:image><image:loc>${API_PUBLIC}/uploads/images/2.jpg</image:loc></image:image></url>`,
      );
      expect(xml).toContain(`<url><loc>${SITE}/details/3</loc><lastmod>`);
    } finally {
      await api.close();
    }
  });

  it('writes an index of files past 50,000 addresses, each file within the limit', async () => {
    const api = await startApi(PAGE_SIZE + 10);
    const ask = (path: string) =>
      sitemapFile({ path, siteUrl: SITE, apiBaseUrl: api.url, apiPublicUrl: API_PUBLIC });
    try {
      const index = await ask('/sitemap.xml');
      expect(index).toContain('<sitemapindex ');
      expect([...(index ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
        `${SITE}/sitemap-pages.xml`,
        `${SITE}/sitemap-properties-1.xml`,
        `${SITE}/sitemap-properties-2.xml`,
      ]);
      expect((await ask('/sitemap-properties-1.xml'))?.match(/<url>/g)).toHaveLength(PAGE_SIZE);
      expect((await ask('/sitemap-properties-2.xml'))?.match(/<url>/g)).toHaveLength(10);
      expect(await ask('/sitemap-properties-3.xml')).toBeNull();
      expect(await ask('/sitemap-pages.xml')).toContain(`<loc>${SITE}/contact</loc>`);
      expect(await ask('/sitemap-other.xml')).toBeNull();
    } finally {
      await api.close();
    }
  });
});

describe('renderRobots', () => {
  it('disallows every staff address and names the sitemap', () => {
    const robots = robotsTxt(SITE);
    for (const path of ['/dashboard', '/add_property', '/edit_form/', '/add_user', '/amenities']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toContain('Disallow: /details');
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml\n`);
  });
});
