// The server-rendered public site in Chromium (decision 088): read without JavaScript,
// and hydrated without an error, working once loaded.
import { useBrowser } from './support/browser';
import { VISIBLE } from './support/journey-ui';
import { fetchPage, firstListed, PUBLIC_PAGES, title } from './support/server-html';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

describe('the public site rendered on the server, in the browser', () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser();

  it('shows the pages readable without JavaScript, with working links, and says forms need it', async () => {
    const { siteUrl } = getProduct();
    const { page } = await getBrowser().newPage();
    // As a browser with JavaScript turned off: scripts never run, and <noscript> shows.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    try {
      const [listed] = await firstListed(getProduct());
      await page.goto(`${siteUrl}/details/${listed!.id}`);
      await page.getByRole('table', { name: 'Project Details' }).waitFor(VISIBLE);
      // No script ran: the title is still the server's (the live page sets a shorter one).
      expect(await page.title()).toBe(
        title((await fetchPage(getProduct(), `/details/${listed!.id}`)).html),
      );
      await page.goto(`${siteUrl}/`);
      const card = page.getByRole('link', { name: 'View Details' }).first();
      await card.click();
      await page.waitForURL(`${siteUrl}/details/${listed!.id}`);
      await page.getByRole('heading', { name: listed!.project_name }).waitFor(VISIBLE);
      // A phone's menu without JavaScript: its links under the bar, no toggle that cannot open it.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${siteUrl}/aboutus`);
      const menu = page.getByRole('navigation', { name: 'Main' });
      await menu.getByRole('link', { name: 'Contact' }).waitFor(VISIBLE);
      expect(await menu.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    } finally {
      await cdp.detach();
      await page.close();
    }
    // What a browser without JavaScript shows in place of each form.
    const [listed] = await firstListed(getProduct());
    for (const [path, notice] of [
      [`/details/${listed!.id}`, 'Sending an enquiry needs JavaScript'],
      ['/post_req', 'Registering needs JavaScript'],
      ['/login', 'Logging in needs JavaScript'],
    ]) {
      expect((await fetchPage(getProduct(), path!)).html).toMatch(
        new RegExp(`<noscript><p>${notice}`),
      );
    }
  });

  it('hydrates every public page without an error, and the carousel, filters and forms work', async () => {
    const { siteUrl } = getProduct();
    const { page, errors } = await getBrowser().newPage();
    try {
      for (const entry of PUBLIC_PAGES) {
        await page.goto(`${siteUrl}${entry.path}`);
        await page.waitForLoadState('networkidle');
        expect([entry.path, errors]).toEqual([entry.path, []]);
      }
      // The not-found page hydrates too; the browser only notes the document's 404 status.
      for (const path of ['/no-such-page', '/details/999999999']) {
        await page.goto(`${siteUrl}${path}`);
        await page.waitForLoadState('networkidle');
        await page.getByRole('heading', { name: 'Page not found' }).waitFor(VISIBLE);
        const unexpected = errors.filter((error) => !/status of 404/.test(error));
        expect([path, unexpected]).toEqual([path, []]);
        errors.length = 0;
      }

      // Filters: the city filter narrows the cards and writes the address.
      await page.goto(`${siteUrl}/`);
      await page.waitForLoadState('networkidle');
      const city = page.getByLabel('City');
      const choice = (await city.locator('option').nth(1).getAttribute('value'))!;
      await city.selectOption(choice);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(new RegExp(`[?&]city=${choice}`));

      // The gallery's carousel moves on.
      const listed = (await firstListed(getProduct())).find((item) => item.image1);
      await page.goto(`${siteUrl}/details/${listed!.id}`);
      await page.waitForLoadState('networkidle');
      const photos = page.getByRole('region', { name: `Photos of ${listed!.project_name}` });
      const before = await photos.getByText(/^Photo /).textContent();
      await photos.getByRole('button', { name: 'Next image' }).click();
      await page.waitForFunction(
        (shown) => !document.body.textContent?.includes(shown ?? ''),
        before,
      );

      // A form checks its fields.
      await page.goto(`${siteUrl}/login`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Log In Now' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor(VISIBLE);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
