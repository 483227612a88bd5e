// A visitor shortlists two properties from the home page's cards with the keyboard, opens the
// shortlist, compares them, and shares the comparison's address (decision 090),
// on a phone and on a laptop.
import type { Page } from 'playwright-core';
import { launchBrowser, saveScreenshot } from './support/browser';
import { VISIBLE } from './support/journey-ui';
import { fetchPage, firstListed, meta, readDetails } from './support/server-html';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const WIDTHS = [375, 1280] as const;

/** The price per sq.ft. of carpet area as the table writes it (Indian grouping), or 'Null'. */
function pricePerSqft(price: number, carpetArea: number | null): string {
  if (carpetArea === null || carpetArea <= 0) return 'Null';
  return `Rs. ${Math.round(price / carpetArea).toLocaleString('en-IN')} / sq.ft.`;
}

/** How far the document scrolls sideways (0 or less: not at all). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Presses Tab until the focused element is the toggle named `name` (at most `limit` times). */
async function tabTo(page: Page, name: string, limit = 6): Promise<void> {
  for (let pressed = 0; pressed < limit; pressed += 1) {
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    if (focused === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach '${name}'`);
}

describe('shortlist and compare, for a visitor', () => {
  const getProduct = useProduct();

  it.each(WIDTHS)(
    'shortlists two properties by keyboard, compares them, and shares the comparison at %i px',
    async (width) => {
      const product = getProduct();
      const [first, second] = await firstListed(product);
      const browser = await launchBrowser({ width, height: 900 });
      try {
        const { page, errors } = await browser.newPage();
        await page.goto(`${product.siteUrl}/`);
        await page.waitForLoadState('networkidle');

        // The first card's toggle by focus and Enter, the second's by Tab and Space.
        const firstToggle = page.getByRole('button', { name: `Shortlist ${first!.project_name}` });
        await firstToggle.focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          (name) =>
            document.querySelector(`[aria-label="${name}"]`)?.getAttribute('aria-pressed') ===
            'true',
          `Shortlist ${first!.project_name}`,
        );
        await page
          .getByRole('status')
          .filter({ hasText: `Added ${first!.project_name} to your shortlist` })
          .waitFor({ state: 'attached', timeout: 30_000 });
        await tabTo(page, `Shortlist ${second!.project_name}`);
        // Focus is shown: the site's focus ring on the keyboard-focused toggle.
        expect(
          await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle),
        ).not.toBe('none');
        await page.keyboard.press(' ');
        const secondToggle = page.getByRole('button', {
          name: `Shortlist ${second!.project_name}`,
        });
        expect(await secondToggle.getAttribute('aria-pressed')).toBe('true');

        // The shortlist, from the main navigation (the slide-out menu on a phone).
        if (width < 992) await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('link', { name: 'Shortlist (2)' }).click();
        await page.waitForURL(`${product.siteUrl}/shortlist`);
        await page.getByRole('heading', { name: first!.project_name }).waitFor(VISIBLE);
        await page.getByRole('heading', { name: second!.project_name }).waitFor(VISIBLE);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

        // Newest first: the second shortlisted leads.
        const comparePath = `/compare?ids=${second!.id},${first!.id}`;
        await page.getByRole('link', { name: 'Compare 2 properties' }).click();
        await page.waitForURL(`${product.siteUrl}${comparePath}`);
        const table = page.getByRole('table', { name: 'Comparison of 2 properties' });
        await table.waitFor(VISIBLE);
        const [secondDetails, firstDetails] = await Promise.all([
          readDetails(product, second!.id),
          readDetails(product, first!.id),
        ]);
        const expected = [secondDetails, firstDetails].map((details) =>
          pricePerSqft(details.price, details.carpet_area),
        );
        const row = table.getByRole('row', { name: /^Price per sq\.ft\. \(carpet\)/ });
        expect(await row.getByRole('cell').allTextContents()).toEqual(expected);
        await saveScreenshot(page, `compare-${width}`);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

        // The address again, as a shared link opens: the server's HTML holds the table.
        await page.reload();
        await table.waitFor(VISIBLE);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        const served = await fetchPage(product, comparePath);
        expect(served.status).toBe(200);
        expect(served.html).toMatch(/<table[^>]*><caption[^>]*>Comparison of 2 properties</);
        for (const cell of expected) expect(served.html).toContain(cell);
        expect(meta(served.html, 'robots')).toBe('noindex');
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    },
  );

  it('answers a comparison of unknown properties with its message and 404, of too few with 200', async () => {
    const product = getProduct();
    const none = await fetchPage(product, '/compare?ids=999999998,999999999');
    expect(none.status).toBe(404);
    expect(none.html).toContain('None of these properties is listed any more.');
    const [listed] = await firstListed(product);
    const one = await fetchPage(product, `/compare?ids=${listed!.id}`);
    expect(one.status).toBe(200);
    expect(one.html).toContain('Choose at least 2 properties to compare.');
  });

  it('keeps the shortlist and comparisons out of the sitemap', async () => {
    const sitemap = await (await fetch(`${getProduct().siteUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).not.toMatch(/\/(shortlist|compare)</);
    const shortlist = await fetchPage(getProduct(), '/shortlist');
    expect(shortlist.status).toBe(200);
    expect(meta(shortlist.html, 'robots')).toBe('noindex');
  });
});
