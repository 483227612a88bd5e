import { useBrowser } from './support/browser';
import { VISIBLE, storeSession, withDiagnostics } from './support/journey-ui';
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

const OWNER_ONLY = 'You can only manage your own properties';

describe("an agent and another agent's property", () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser();

  it("cannot open another agent's edit page: the server answers 403 and the screen says so", async () => {
    const product = getProduct();
    const admin = await apiSignIn(product, product.admin);
    const owner = await createAgent(product, admin, 'meera_owner');
    const other = await createAgent(product, admin, 'rohan_other');
    const saved = await createPropertyViaApi(product, await apiSignIn(product, owner), {
      projectName: 'Meera Heights',
      price: 6_500_000,
      lookups: await getLookups(product),
      files: await makePropertyFiles(),
    });
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    await withDiagnostics(recorded, 'property-ownership', async () => {
      await storeSession(product, page, await apiSignIn(product, other));

      const editRead = page.waitForResponse((response) =>
        response.url().endsWith(`/api/property/get_allproperty/${saved.id}`),
      );
      await page.goto(`${product.siteUrl}/edit_form/${saved.id}`);

      expect((await editRead).status()).toBe(403);
      await page.getByRole('heading', { name: 'Property Updation Form' }).waitFor(VISIBLE);
      await page.getByText(OWNER_ONLY, { exact: true }).waitFor(VISIBLE);
      // Nothing of the property is shown: no prefilled form to change.
      expect(await page.getByLabel('Project Name').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Update' }).count()).toBe(0);
    });
  });
});
