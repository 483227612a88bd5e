import { launchBrowser, saveScreenshot, scrollThroughPage } from './support/browser';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const WIDTHS = [375, 768, 1280] as const;

describe('the home and details pages at phone, tablet and desktop widths', () => {
  const getProduct = useProduct();

  it.each(WIDTHS)('renders the listings without horizontal scrolling at %i px', async (width) => {
    const browser = await launchBrowser({ width, height: 900 });
    try {
      const { page, errors } = await browser.newPage();
      await page.goto(`${getProduct().siteUrl}/`);
      await page.getByRole('heading', { name: 'Popular Properties' }).waitFor({ timeout: 30_000 });
      const hasCards = await page
        .getByRole('link', { name: 'View Details' })
        .first()
        .waitFor({ timeout: 30_000 })
        .then(
          () => true,
          () => false,
        );
      await scrollThroughPage(page);

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      // Saved before the checks, so a failure can be looked at.
      await saveScreenshot(page, `home-${width}`);

      expect(hasCards).toBe(true);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it.each(WIDTHS)(
    'renders a property page without horizontal scrolling at %i px',
    async (width) => {
      const browser = await launchBrowser({ width, height: 900 });
      try {
        const { page, errors } = await browser.newPage();
        await page.goto(`${getProduct().siteUrl}/`);
        await page.getByRole('link', { name: 'View Details' }).first().click();
        await page
          .getByText("I'm Interested", { exact: true })
          .first()
          .waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');

        // The bank-logo marquee's track is wider than any screen; it must scroll inside its own box.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        await saveScreenshot(page, `details-${width}`);

        expect(overflow).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    },
  );
});
