import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { VISIBLE, readFirstColumn, storeSession, withDiagnostics } from './support/journey-ui';
import {
  apiSignIn,
  createAgent,
  createPropertyViaApi,
  getLookups,
  makePropertyFiles,
} from './support/product-api';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const PROPERTY_COUNT = 25;
/** Parallel uploads at a time: quick, without flooding a 2-core machine. */
const BATCH = 5;

/** Clicks a paging control and waits until the table shows the rows of that offset. */
async function showPage(page: Page, click: () => Promise<void>, offset: number): Promise<void> {
  const loaded = page.waitForResponse(
    (response) =>
      response.url().includes('/api/property/properties?') &&
      new URL(response.url()).searchParams.get('offset') === String(offset),
  );
  await click();
  await loaded;
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 30_000 });
}

const readProjectNames = (table: Locator) =>
  table.locator('tbody tr td:nth-child(5)').allInnerTexts();

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

describe('the Property Listings table with 25 properties of one agent', () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser();

  it('shows 10 per page over pages 1-3, serials continuing, Previous and Next disabled at the ends', async () => {
    const product = getProduct();
    const admin = await apiSignIn(product, product.admin);
    const agent = await createAgent(product, admin, 'kavya_lists');
    const session = await apiSignIn(product, agent);
    const [lookups, files] = await Promise.all([getLookups(product), makePropertyFiles()]);
    for (let first = 1; first <= PROPERTY_COUNT; first += BATCH) {
      const numbers = range(first, Math.min(first + BATCH - 1, PROPERTY_COUNT)).map(Number);
      await Promise.all(
        numbers.map((number) =>
          createPropertyViaApi(product, session, {
            projectName: `Kavya Enclave ${number}`,
            price: 4_000_000 + number * 10_000,
            lookups,
            files,
          }),
        ),
      );
    }
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    await withDiagnostics(recorded, 'property-table-paging', async () => {
      await storeSession(product, page, session);

      await page.goto(`${product.siteUrl}/table_detail`);
      const table = page.getByRole('table', { name: 'Properties' });
      const pages = page.getByRole('navigation', { name: 'Property pages' });
      const previous = pages.getByRole('button', { name: 'Previous' });
      const next = pages.getByRole('button', { name: 'Next' });
      // The agent sees only their own 25, not the admin's demo listings.
      await page
        .getByRole('status')
        .filter({ hasText: `${PROPERTY_COUNT} properties` })
        .waitFor(VISIBLE);
      await pages.waitFor(VISIBLE);

      expect(await readFirstColumn(table)).toEqual(range(1, 10));
      expect(await previous.isDisabled()).toBe(true);
      expect(await next.isDisabled()).toBe(false);
      const numbered = pages.getByRole('button', { name: /^\d+$/ });
      expect(await numbered.allInnerTexts()).toEqual(['1', '2', '3']);
      expect(
        await pages.getByRole('button', { name: '1', exact: true }).getAttribute('aria-current'),
      ).toBe('page');

      await showPage(page, () => pages.getByRole('button', { name: '2', exact: true }).click(), 10);
      expect(await readFirstColumn(table)).toEqual(range(11, 20));
      expect(
        await pages.getByRole('button', { name: '2', exact: true }).getAttribute('aria-current'),
      ).toBe('page');
      expect(await previous.isDisabled()).toBe(false);
      expect(await next.isDisabled()).toBe(false);
      const names = await readProjectNames(table);

      await showPage(page, () => next.click(), 20);
      expect(await readFirstColumn(table)).toEqual(range(21, 25));
      expect(await next.isDisabled()).toBe(true);
      expect(await previous.isDisabled()).toBe(false);
      names.push(...(await readProjectNames(table)));

      await showPage(page, () => previous.click(), 10);
      await showPage(page, () => previous.click(), 0);
      names.push(...(await readProjectNames(table)));
      expect(await previous.isDisabled()).toBe(true);
      // The rows of the three pages are the 25 properties, each once.
      expect(new Set(names).size).toBe(PROPERTY_COUNT);
    });
  });
});
