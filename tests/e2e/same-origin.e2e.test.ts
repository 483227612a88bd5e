// The site opened from a phone on the office network, with no address settings at all
// (docs/decisions/099-one-origin-by-default.md): 127.0.0.2 stands in for the machine's network
// address, which no setting names. The host serves the remotes and the API under its own origin,
// so the pages, their remotes and a staff sign-in work there as on localhost.
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { VISIBLE, signInThroughUi, withDiagnostics } from './support/journey-ui';
import { apiSignIn } from './support/product-api';
import { firstListed } from './support/server-html';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const UNAVAILABLE = 'This section is temporarily unavailable';

/** Every origin of this machine the page asked something of, from the moment this is called. */
function recordOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(127\.|localhost$)/.test(url.hostname)) origins.add(url.origin);
  });
  return origins;
}

describe('the site opened at an address no setting names', () => {
  // As `npm start` with no settings: every address, and no PUBLIC_SITE_URL, API_PUBLIC_URL or
  // MFE_*_URL (empty is unset).
  const getProduct = useProduct({ env: { HOST: '0.0.0.0', PUBLIC_SITE_URL: '' } });
  const getBrowser = useBrowser({ isPhone: true, width: 390, height: 844 });

  const officeUrl = () => `http://127.0.0.2:${new URL(getProduct().siteUrl).port}`;

  it('shows the home page and a property with their remote, all from that address', async () => {
    const [listed] = await firstListed(getProduct());
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    const origins = recordOrigins(page);
    await withDiagnostics(recorded, 'same-origin-public', async () => {
      const publicEntry = page.waitForResponse((response) =>
        response.url().endsWith('/remotes/mfe_public/remoteEntry.js'),
      );
      await page.goto(`${officeUrl()}/`);
      expect((await publicEntry).status()).toBe(200);
      await page.getByRole('link', { name: 'View Details' }).first().click();
      await page.waitForURL(`${officeUrl()}/details/${listed!.id}`);
      await page.getByRole('heading', { name: listed!.project_name }).waitFor(VISIBLE);
      await page.getByRole('table', { name: 'Project Details' }).waitFor(VISIBLE);
      // The listing's photos come from the API through the host.
      const photo = page.locator('img[src*="/uploads/"]').first();
      await photo.waitFor(VISIBLE);
      expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
        0,
      );

      expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
      expect([...origins]).toEqual([officeUrl()]);
    });
  });

  it('lets a staff member sign in there and see the dashboard', async () => {
    const product = getProduct();
    const admin = await apiSignIn(product, product.admin);
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    const origins = recordOrigins(page);
    await withDiagnostics(recorded, 'same-origin-sign-in', async () => {
      await signInThroughUi(
        page,
        { ...product, siteUrl: officeUrl() },
        {
          ...product.admin,
          name: admin.name,
        },
      );
      await page.getByRole('heading', { name: `Welcome, ${admin.name}` }).waitFor(VISIBLE);

      expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
      expect([...origins]).toEqual([officeUrl()]);
    });
  });
});
