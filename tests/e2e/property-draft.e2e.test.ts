import { saveScreenshot, useBrowser } from './support/browser';
import { VISIBLE, expectStatusToast, storeSession, withDiagnostics } from './support/journey-ui';
import { makeJpeg } from './support/media-files';
import {
  apiSignIn,
  createAgent,
  createPropertyViaApi,
  getLookups,
  makePropertyFiles,
  readPropertyDetails,
} from './support/product-api';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const RESTORE_QUESTION = /^Restore your unsaved changes from .+\?/;

describe('a property form closed with unsaved changes', () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser();

  it('offers the typed values and the chosen photo back after a reload, to that person only', async () => {
    const product = getProduct();
    const admin = await apiSignIn(product, product.admin);
    const agent = await createAgent(product, admin, 'farah_draft');
    const agentSession = await apiSignIn(product, agent);
    const { id } = await createPropertyViaApi(product, agentSession, {
      projectName: 'Farah Gardens',
      price: 5_500_000,
      lookups: await getLookups(product),
      files: await makePropertyFiles(),
    });
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    await withDiagnostics(recorded, 'property-draft', async () => {
      await storeSession(product, page, agentSession);
      await page.goto(`${product.siteUrl}/edit_form/${id}`);
      const price = page.getByLabel('Price (Rs.)', { exact: true });
      await price.waitFor(VISIBLE);
      await page.getByLabel('Project Name', { exact: true }).fill('Farah Gardens East');
      await price.fill('5250000');
      await page
        .getByLabel('Image 3', { exact: true })
        .setInputFiles(await makeJpeg('balcony.jpg'));
      // The draft is written once typing pauses; the tab is then closed without saving.
      await page.waitForTimeout(1_500);
      page.once('dialog', (dialog) => void dialog.accept());
      await page.reload();

      const offer = page.getByRole('status').filter({ hasText: RESTORE_QUESTION });
      await offer.waitFor(VISIBLE);
      await saveScreenshot(page, 'property-draft-offer');
      await offer.getByRole('button', { name: 'Restore' }).click();
      expect(await page.getByLabel('Project Name', { exact: true }).inputValue()).toBe(
        'Farah Gardens East',
      );
      expect(await price.inputValue()).toBe('5250000');
      await page.getByText('Selected: balcony.jpg').waitFor(VISIBLE);

      await page.getByRole('button', { name: 'Update' }).click();
      await expectStatusToast(page, 'Property updated successfully!');
      const details = await readPropertyDetails(product, id);
      expect(details.body).toMatchObject({ project_name: 'Farah Gardens East', price: 5_250_000 });
      const fullRead = await fetch(`${product.apiUrl}/api/property/get_allproperty/${id}`, {
        headers: { Authorization: `Bearer ${agentSession.token}` },
      });
      const { images } = (await fullRead.json()) as { images: Record<string, string | null> };
      expect(images.image3).toEqual(expect.stringMatching(/\.(jpe?g|webp)$/));

      // Saved: nothing is offered any more.
      await page.reload();
      await price.waitFor(VISIBLE);
      await page.waitForLoadState('networkidle');
      expect(await page.getByText(RESTORE_QUESTION).count()).toBe(0);

      // Another person on this browser never sees the agent's draft of the listing.
      await page.getByLabel('Price (Rs.)', { exact: true }).fill('1');
      await page.waitForTimeout(1_500);
      await storeSession(product, page, admin);
      await page.goto(`${product.siteUrl}/edit_form/${id}`);
      await page.getByLabel('Price (Rs.)', { exact: true }).waitFor(VISIBLE);
      await page.waitForLoadState('networkidle');
      expect(await page.getByText(RESTORE_QUESTION).count()).toBe(0);
    });
  });
});
