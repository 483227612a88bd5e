import { readFileSync } from 'node:fs';
import type { PropertyFullRead, PropertyListItem } from 'shared-api/contract';
import { useBrowser } from './support/browser';
import { VISIBLE, expectStatusToast, signInThroughUi, withDiagnostics } from './support/journey-ui';
import {
  apiSignIn,
  createAgent,
  createPropertyViaApi,
  getLookups,
  makePropertyFiles,
  type ApiSession,
} from './support/product-api';
import { storeAdminSession } from './support/session';
import type { StartedProduct } from './support/start-product';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const PROJECT = 'Mulshi Lakeview Heights';

async function readForEdit(product: StartedProduct, session: ApiSession, id: number) {
  const response = await fetch(`${product.apiUrl}/api/property/get_allproperty/${id}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return (await response.json()) as PropertyFullRead;
}

async function readCard(product: StartedProduct, id: number) {
  const response = await fetch(`${product.apiUrl}/api/property/properties?ids=${id}`);
  const [card] = (await response.json()) as PropertyListItem[];
  if (!card) throw new Error(`listing ${id} is not in the public list`);
  return card;
}

describe('an agent cuts a price and reorders the photos; the record and the buyer see it', () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser();

  it('shows the change in History and Activity, "Price reduced" and the new cover, and exports it', async () => {
    const product = getProduct();
    const admin = await apiSignIn(product, product.admin);
    const agent = await createAgent(product, admin, 'meera_sales');
    const agentSession = await apiSignIn(product, agent);
    const { id } = await createPropertyViaApi(product, agentSession, {
      projectName: PROJECT,
      price: 9_000_000,
      lookups: await getLookups(product),
      files: await makePropertyFiles(),
    });
    const before = await readForEdit(product, agentSession, id);

    const recorded = await getBrowser().newPage();
    const { page, errors } = recorded;
    await withDiagnostics(recorded, 'history-export-photos', async () => {
      await signInThroughUi(page, product, agent);

      // The price cut, saved through the edit form.
      await page.goto(`${product.siteUrl}/edit_form/${id}`);
      const price = page.getByLabel('Price (Rs.)', { exact: true });
      await price.waitFor(VISIBLE);
      await price.fill('8500000');
      await page.getByRole('button', { name: 'Update' }).click();
      await expectStatusToast(page, 'Property updated successfully!');

      // History: who, and the old price struck through before the new one.
      const history = page.getByRole('region', { name: 'History' });
      // The field's line of the newest change (the create's line has no arrow).
      const cut = history.getByRole('listitem').filter({ hasText: /^Price \(Rs\.\): 9000000 → / });
      await cut.waitFor(VISIBLE);
      expect(await cut.getByRole('deletion').innerText()).toBe('9000000');
      expect(await cut.getByRole('insertion').innerText()).toBe('8500000');
      await history.getByText(`Changed by ${agent.name}`).first().waitFor(VISIBLE);

      // The second photo becomes the cover, moved by its button.
      const photos = page.getByRole('region', { name: 'Photo order' });
      await photos.getByRole('button', { name: 'Move up photo 2' }).click();
      await photos.getByRole('button', { name: 'Save photo order' }).click();
      await expectStatusToast(page, 'Photo order saved');
      const after = await readForEdit(product, agentSession, id);
      expect(after.images.image1).toBe(before.images.image2);
      expect(after.images.image2).toBe(before.images.image1);

      // A buyer's card: "Price reduced", the old price struck through, the new cover.
      const card = await readCard(product, id);
      expect(card.previousPrice).toBe(9_000_000);
      const html = await (await fetch(`${product.siteUrl}/details/${id}`)).text();
      expect(html).toContain('Price reduced');
      expect(html).toMatch(/<del[^>]*>.*Rs\. 90,00,000<\/del>/s);
      await page.goto(`${product.siteUrl}/`);
      const article = page.getByRole('article', { name: PROJECT });
      await article.waitFor(VISIBLE);
      await article.getByText('Price reduced').waitFor(VISIBLE);
      const cover = await article.getByRole('img', { name: PROJECT }).getAttribute('src');
      expect(cover).toContain(String(card.thumbnail ?? card.image1));
      expect(card.image1).toBe(before.images.image2);

      // Export CSV of the agent's table: their listing alone, with the new price, as UTF-8.
      await page.goto(`${product.siteUrl}/table_detail`);
      await page.getByRole('heading', { name: 'Property Listings' }).waitFor(VISIBLE);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^properties-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = readFileSync(await file.path(), 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(PROJECT);
      expect(lines[1]).toContain('8500000');
      expect(lines[1]).toContain('9000000');

      // The administrator's Activity screen, filtered to the agent: the same changes.
      await storeAdminSession(product, page);
      await page.goto(`${product.siteUrl}/activity`);
      await page.getByRole('heading', { name: 'Activity' }).waitFor(VISIBLE);
      await page.getByLabel('Person').selectOption({ label: agent.name });
      await page.getByLabel('Kind of record').selectOption({ label: 'Listing' });
      const activity = page.getByRole('list', { name: 'Activity' });
      await activity.getByText(/^Price \(Rs\.\): 9000000 → 8500000$/).waitFor(VISIBLE);
      expect(await activity.getByText(/Photo 1/).count()).toBeGreaterThan(0);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /changes?$/ })
          .innerText(),
      ).toBe('3 changes');
      expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
    });
  });
});
