// The public site as search engines and link previews get it (decision 088): each
// page's HTML, its head and structured data, checked against what the API says; the 404s; the
// sitemap and robots.txt; the share image. The browser's side: server-rendering-browser.e2e.
import sharp from 'sharp';
import { formatPriceInWords } from 'shared-api/contract';
import {
  apiSignIn,
  createPropertyViaApi,
  getLookups,
  makePropertyFiles,
} from './support/product-api';
import {
  fetchPage,
  firstListed,
  jsonLd,
  meta,
  PUBLIC_PAGES,
  readDetails,
  title,
} from './support/server-html';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

describe('the public site rendered on the server, as crawlers get it', () => {
  const getProduct = useProduct();

  it.each(['text/html', '*/*', 'application/json'])(
    'sends every public page with its content, head and canonical address (Accept: %s)',
    async (accept) => {
      const { siteUrl } = getProduct();
      for (const page of PUBLIC_PAGES) {
        const { status, html } = await fetchPage(getProduct(), page.path, accept);
        expect([page.path, status]).toEqual([page.path, 200]);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${page.heading}</h1>`));
        expect(title(html)).toContain('Pune Prime Properties');
        expect(html).toContain(`<link rel="canonical" href="${siteUrl}${page.path}">`);
        expect(meta(html, 'description')?.length).toBeGreaterThan(40);
        expect(meta(html, 'og:url')).toBe(`${siteUrl}${page.path}`);
        expect(meta(html, 'og:locale')).toBe('en_IN');
        expect(meta(html, 'og:site_name')).toBe('Pune Prime Properties');
        expect(meta(html, 'og:image:width')).toBe('1200');
        expect(meta(html, 'og:image:height')).toBe('630');
        expect(meta(html, 'twitter:card')).toBe('summary_large_image');
        // One title: the template's own is replaced, not added to.
        expect(html.match(/<title>/g)).toHaveLength(1);
      }
    },
  );

  it("holds the home page's first page of cards, linked, and the broker as a RealEstateAgent", async () => {
    const { html } = await fetchPage(getProduct(), '/');
    const listed = await firstListed(getProduct());
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(html).toContain(`href="/details/${item.id}"`);
      expect(html).toContain(item.project_name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    }
    const agent = jsonLd(html).find((item) => item['@type'] === 'RealEstateAgent');
    expect(agent).toMatchObject({ name: 'Pune Prime Properties', telephone: '+91 98220 12345' });
    expect(agent?.sameAs).toEqual(
      expect.arrayContaining(['https://www.facebook.com/puneprimeproperties']),
    );
    const contact = jsonLd((await fetchPage(getProduct(), '/contact')).html);
    expect(contact.map((item) => item['@type'])).toContain('RealEstateAgent');
  });

  it("holds a property's whole page, its title and its RealEstateListing, as the API gives them", async () => {
    const { siteUrl } = getProduct();
    // A registered project (most demo listings are).
    const listed = (await firstListed(getProduct())).find((item) => item.rera_number);
    const property = await readDetails(getProduct(), listed!.id);
    const { status, html } = await fetchPage(getProduct(), `/details/${property.id}`);

    expect(status).toBe(200);
    const pageTitle = title(html);
    for (const part of [
      property.project_name,
      property.property_type ?? '',
      formatPriceInWords(property.price),
      'Pune Prime Properties',
    ]) {
      expect(pageTitle).toContain(part);
    }
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/details/${property.id}">`);
    // The tables, amenities, sanctions and distances, not only the summary.
    for (const caption of ['Project Details', 'Distance from Location']) {
      expect(html).toMatch(new RegExp(`<caption[^>]*>${caption}</caption>`));
    }
    for (const amenity of (property.amenities ?? '').split(',').filter(Boolean)) {
      expect(html).toContain(amenity.trim());
    }
    for (const file of (property.sanction_files ?? '').split(',').filter(Boolean)) {
      expect(html).toContain(`/${file.trim()}"`);
    }

    const listing = jsonLd(html).find((item) => item['@type'] === 'RealEstateListing');
    expect(listing).toMatchObject({
      name: property.project_name,
      url: `${siteUrl}/details/${property.id}`,
      datePosted: property.created_at.slice(0, 10),
      offers: { price: property.price, priceCurrency: 'INR' },
    });
    expect(listing?.about).toMatchObject({ address: { addressCountry: 'IN' } });
    // Its RERA registration (decision 087): the number, the QR code drawn on the server, the JSON-LD.
    expect(property.rera_number).toMatch(/^P\d{11}$/);
    expect(html).toContain(`>${property.rera_number}</p>`);
    expect(html).toMatch(
      new RegExp(
        `aria-label="QR code: RERA registration ${property.rera_number} on MahaRERA"[^>]*><svg `,
      ),
    );
    expect(JSON.stringify(listing?.about)).toContain(`"value":"${property.rera_number}"`);
    expect(jsonLd(html).map((item) => item['@type'])).toContain('BreadcrumbList');

    // The share image: 1200×630, at most 300 KB, a JPEG.
    const image = await fetch(meta(html, 'og:image')!);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it("answers 404 with 'Page not found' for unknown, malformed and deleted properties and unknown paths", async () => {
    const product = getProduct();
    const admin = await apiSignIn(product, product.admin);
    const saved = await createPropertyViaApi(product, admin, {
      projectName: 'Soon Gone Residency',
      price: 5_500_000,
      lookups: await getLookups(product),
      files: await makePropertyFiles(),
    });
    expect((await fetchPage(getProduct(), `/details/${saved.id}`)).status).toBe(200);
    const deleted = await fetch(`${product.apiUrl}/api/property/properties/${saved.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(deleted.ok).toBe(true);
    // A page is kept for a moment (PAGE_CACHE_SECONDS, 2): the change shows within seconds.
    let gone = await fetchPage(getProduct(), `/details/${saved.id}`);
    for (let attempt = 0; gone.status !== 404 && attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      gone = await fetchPage(getProduct(), `/details/${saved.id}`);
    }
    expect(gone.status).toBe(404);

    for (const path of [
      `/details/${saved.id}`,
      '/details/999999999',
      '/details/abc',
      '/details/0',
      '/details/-3',
      '/no-such-page',
      '/aboutus/more',
    ]) {
      const { status, html } = await fetchPage(getProduct(), path);
      expect([path, status]).toEqual([path, 404]);
      expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(meta(html, 'robots')).toBe('noindex');
    }
  });

  it('lists every public page and property in the sitemap, and keeps robots out of the staff area', async () => {
    const { siteUrl, apiUrl } = getProduct();
    const sitemap = await fetch(`${siteUrl}/sitemap.xml`);
    const xml = await sitemap.text();
    const api = (await (await fetch(`${apiUrl}/api/property/sitemap`)).json()) as {
      items: { id: number; updated_at: string; image: string | null }[];
    };

    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    for (const page of PUBLIC_PAGES.filter((entry) => entry.path !== '/login')) {
      expect(xml).toContain(`<loc>${siteUrl}${page.path}</loc>`);
    }
    expect(api.items.length).toBeGreaterThan(0);
    for (const item of api.items) {
      expect(xml).toContain(
        `<url><loc>${siteUrl}/details/${item.id}</loc><lastmod>${item.updated_at}</lastmod>`,
      );
      // The photos through the site's origin, which serves the API's uploads (decision 099).
      if (item.image) expect(xml).toContain(`<image:loc>${siteUrl}/${item.image}</image:loc>`);
    }

    const robots = await (await fetch(`${siteUrl}/robots.txt`)).text();
    for (const staff of [
      '/dashboard',
      '/add_property',
      '/edit_form/',
      '/table_detail',
      '/add_user',
    ]) {
      expect(robots).toContain(`Disallow: ${staff}\n`);
    }
    expect(robots).not.toMatch(/Disallow: \/(details|aboutus|contact)?\n/);
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
