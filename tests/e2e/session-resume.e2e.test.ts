import type { Page } from 'playwright-core';
import { saveScreenshot, useBrowser } from './support/browser';
import { VISIBLE, expectStatusToast, storeSession, withDiagnostics } from './support/journey-ui';
import {
  apiSignIn,
  createAgent,
  createPropertyViaApi,
  getLookups,
  makePropertyFiles,
  readPropertyDetails,
  type Credentials,
} from './support/product-api';
import { endSessionOnServer } from './support/session';
import type { StartedProduct } from './support/start-product';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

/** Opens the edit form of `id` as `owner` and types a new name and price, not yet saved. */
async function typeChangesIntoEditForm(
  product: StartedProduct,
  page: Page,
  owner: Credentials,
  id: number,
  changes: { projectName: string; price: string },
) {
  await storeSession(product, page, await apiSignIn(product, owner));
  await page.goto(`${product.siteUrl}/edit_form/${id}`);
  const price = page.getByLabel('Price (Rs.)', { exact: true });
  await price.waitFor(VISIBLE);
  await page.getByLabel('Project Name', { exact: true }).fill(changes.projectName);
  await price.fill(changes.price);
}

/** The dialog the page opens over the form when the server has ended the session. */
async function signInAgainInDialog(page: Page, credentials: Credentials) {
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await dialog.waitFor(VISIBLE);
  await dialog.getByLabel('User name / Email').fill(credentials.username);
  await dialog.getByLabel('Password', { exact: true }).fill(credentials.password);
  await saveScreenshot(page, 'session-resume-dialog');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

describe('a session that ends while an agent edits a listing', () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser();

  async function setUp(handle: string, projectName: string) {
    const product = getProduct();
    const admin = await apiSignIn(product, product.admin);
    const agent = await createAgent(product, admin, handle);
    const saved = await createPropertyViaApi(product, await apiSignIn(product, agent), {
      projectName,
      price: 6_500_000,
      lookups: await getLookups(product),
      files: await makePropertyFiles(),
    });
    return { product, agent, id: saved.id };
  }

  it('costs no keystroke: Submit, sign in again in place, and the listing is saved as typed', async () => {
    const { product, agent, id } = await setUp('kavya_resume', 'Kavya Residency');
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    await withDiagnostics(recorded, 'session-resume', async () => {
      const changes = { projectName: 'Kavya Residency Phase 2', price: '7450000' };
      await typeChangesIntoEditForm(product, page, agent, id, changes);
      await endSessionOnServer(product, page);

      await page.getByRole('button', { name: 'Update' }).click();
      await signInAgainInDialog(page, agent);

      await expectStatusToast(page, 'Property updated successfully!');
      expect(new URL(page.url()).pathname).toBe(`/edit_form/${id}`);
      const details = await readPropertyDetails(product, id);
      expect(details.body).toMatchObject({ project_name: changes.projectName, price: 7_450_000 });
    });
  });

  it('shows another person none of it: their sign-in goes to the sign-in page and nothing is saved', async () => {
    const { product, agent, id } = await setUp('nikhil_resume', 'Nikhil Towers');
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    await withDiagnostics(recorded, 'session-resume-other', async () => {
      const changes = { projectName: 'Nikhil Towers Typed Name', price: '9990000' };
      await typeChangesIntoEditForm(product, page, agent, id, changes);
      await endSessionOnServer(product, page);

      await page.getByRole('button', { name: 'Update' }).click();
      await signInAgainInDialog(page, product.admin);

      await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
      await page.getByRole('button', { name: 'Log In Now' }).waitFor(VISIBLE);
      expect(await page.getByText(changes.projectName).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      const details = await readPropertyDetails(product, id);
      expect(details.body).toMatchObject({ project_name: 'Nikhil Towers', price: 6_500_000 });
    });
  });
});
