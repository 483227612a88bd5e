// One client cannot take the property pages down (decision 095). The product is started
// as `npm start` starts it, behind a stand-in for the operator's reverse proxy (TRUST_PROXY: each
// request names its client in X-Forwarded-For), with small limits so that a test reaches them:
// the API takes 40 requests a minute per address, the host renders 10 pages per client in 10 s.
import { getLookups } from './support/product-api';
import { firstListed } from './support/server-html';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const API_LIMIT_PER_MINUTE = 40;
const RENDERS_PER_WINDOW = 10;

describe("one client's requests for pages, beside everyone else's", () => {
  const getProduct = useProduct({
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: String(API_LIMIT_PER_MINUTE),
      RENDER_LIMIT_PER_MINUTE: String(RENDERS_PER_WINDOW * 6),
      PAGE_CACHE_SECONDS: '60',
    },
  });

  /** A page as the client at `client` asks for it through the proxy. */
  async function page(path: string, client: string) {
    const response = await fetch(`${getProduct().siteUrl}${path}`, {
      headers: { accept: 'text/html', 'x-forwarded-for': client },
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      html: await response.text(),
    };
  }

  /** The demo's listings (the test's own reads of the API, from this machine's address). */
  async function listed() {
    const items = await firstListed(getProduct());
    if (items.length < 4) throw new Error('the demo data has fewer than 4 listings');
    return items;
  }

  it('renders an address once whatever tracking parameters it carries, and lets cache hits past the limit', async () => {
    const { siteUrl } = getProduct();
    const [property] = await listed();
    const shared = await page(
      `/details/${property!.id}?utm_source=whatsapp&utm_medium=social`,
      '198.51.100.1',
    );
    expect(shared.status).toBe(200);
    expect(shared.html).toContain(
      `<link rel="canonical" href="${siteUrl}/details/${property!.id}">`,
    );
    expect(shared.html).not.toMatch(/utm_source|fbclid|gclid/);

    // A client that has used its renders up: what it may still have is what is kept.
    const client = '203.0.113.5';
    const madeUp = [];
    for (let index = 0; index < RENDERS_PER_WINDOW + 3; index += 1) {
      madeUp.push(await page(`/details/${9_100_000 + index}`, client));
    }
    expect(madeUp.map((answer) => answer.status)).toEqual([
      ...Array<number>(RENDERS_PER_WINDOW).fill(404),
      429,
      429,
      429,
    ]);
    const refused = madeUp.at(-1)!;
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(10);

    for (const tracking of [
      'fbclid=IwAR0abc',
      'gclid=Cj0KCQ&msclkid=9f8e',
      'utm_campaign=diwali',
    ]) {
      const clicked = await page(`/details/${property!.id}?${tracking}`, client);
      expect([tracking, clicked.status]).toEqual([tracking, 200]);
      expect(clicked.html).toBe(shared.html);
    }
    expect((await page('/aboutus?utm_source=x', client)).status).toBe(429);
    // The sitemap is read from the API anew each time: a render too. Files and settings are not.
    expect((await page('/sitemap.xml', client)).status).toBe(429);
    expect((await page('/robots.txt', client)).status).toBe(200);
    expect((await page('/config.json', client)).status).toBe(200);
  });

  it('keeps the filters of a filtered home page, without its tracking parameters', async () => {
    const { apiUrl } = getProduct();
    const [property] = await listed();
    const city = (await getLookups(getProduct())).cities.find(
      (item) => item.name === property!.city_name,
    );
    const filtered = await fetch(`${apiUrl}/api/property/properties?limit=12&city=${city!.id}`);
    const inCity = Number(filtered.headers.get('x-total-count'));
    const all = Number(
      (await fetch(`${apiUrl}/api/property/properties?limit=1`)).headers.get('x-total-count'),
    );
    expect(inCity).toBeLessThan(all);

    const home = await page(`/?utm_source=fb&city=${city!.id}&fbclid=IwAR0`, '198.51.100.2');
    expect(home.status).toBe(200);
    expect(home.html).toContain(`${inCity} properties found`);
    const cards = [...home.html.matchAll(/href="\/details\/(\d+)"/g)].map(([, id]) => Number(id));
    const expected = ((await filtered.json()) as { id: number }[]).map((item) => item.id);
    expect(new Set(cards)).toEqual(new Set(expected));
  });

  it("answers every visitor's page after one client's flood of made-up addresses, past the API's limit per address", async () => {
    const flooder = '203.0.113.66';
    const flood = [];
    for (let batch = 0; batch < 6; batch += 1) {
      const requests = Array.from({ length: 10 }, (_, index) =>
        page(`/details/${9_200_000 + batch * 10 + index}`, flooder),
      );
      flood.push(...(await Promise.all(requests)).map((answer) => answer.status));
    }
    expect(flood.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      flood.length - RENDERS_PER_WINDOW * 2,
    );

    // Each visitor's page is a new render that reads the API: together far more reads than the
    // API lets one address make in a minute, which all came from the host's address before.
    const items = await listed();
    const { apiUrl } = getProduct();
    const total = Number(
      (await fetch(`${apiUrl}/api/property/properties?limit=1`)).headers.get('x-total-count'),
    );
    const visits = [
      ...items.map((item, index) => ({
        path: `/details/${item.id}`,
        expected: item.project_name,
        index,
      })),
      ...Array.from({ length: API_LIMIT_PER_MINUTE }, (_, index) => ({
        // Every demo listing costs more than Rs. 1,000: each search finds them all.
        path: `/?minPrice=${index + 1}`,
        expected: `${total} properties found`,
        index: items.length + index,
      })),
    ];
    const answers = await Promise.all(
      visits.map(async (visit) => {
        const answer = await page(
          visit.path,
          `198.51.${100 + Math.floor(visit.index / 200)}.${(visit.index % 200) + 10}`,
        );
        const escaped = visit.expected.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
        return [visit.path, answer.status, answer.html.includes(escaped)];
      }),
    );
    expect(answers).toEqual(visits.map((visit) => [visit.path, 200, true]));
  });
});
