import type { PersonExport } from 'shared-api/contract';
import { useBrowser } from './support/browser';
import { GONE, VISIBLE, confirmDialog, storeSession, withDiagnostics } from './support/journey-ui';
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

const PROJECT = 'Baner Heights';
const VISITOR = { name: 'Meera Iyer', mobile: '9822334455', email: 'meera.iyer@example.in' };

describe('a person’s data rights (decision 087)', () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser();

  it('a visitor consents to be contacted; the admin exports, then erases them', async () => {
    const product = getProduct();
    const admin = await apiSignIn(product, product.admin);
    const owner = await apiSignIn(product, await createAgent(product, admin, 'ravi_baner'));
    const saved = await createPropertyViaApi(product, owner, {
      projectName: PROJECT,
      price: 9_200_000,
      lookups: await getLookups(product),
      files: await makePropertyFiles(),
    });
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    await withDiagnostics(recorded, 'data-rights', async () => {
      // The visitor reads the notice, ticks the required consent (and not the optional one).
      await page.goto(`${product.siteUrl}/details/${saved.id}`);
      await page.getByRole('heading', { name: "I'm Interested" }).scrollIntoViewIfNeeded();
      const form = page.getByRole('form', { name: "I'm Interested" });
      await form.waitFor(VISIBLE);
      await form
        .getByText(/collects these details to contact you about properties/)
        .waitFor(VISIBLE);
      const consent = form.getByLabel('I agree to be contacted about this enquiry');
      expect(await consent.isChecked()).toBe(false);
      await form.getByRole('option', { name: 'Aundh' }).waitFor({ state: 'attached' });
      await form.getByLabel('Occupation', { exact: true }).selectOption({ label: 'Individual' });
      await form.getByLabel('Name', { exact: true }).fill(VISITOR.name);
      await form.getByLabel('Mobile', { exact: true }).fill(VISITOR.mobile);
      await form.getByLabel('Email', { exact: true }).fill(VISITOR.email);
      await form.getByLabel('City', { exact: true }).selectOption({ label: 'Aundh' });
      await form
        .getByLabel('Suitable time to call', { exact: true })
        .selectOption({ label: 'Morning (9 AM - 12 PM)' });
      await form.getByRole('button', { name: 'Submit' }).click();
      await form.getByText('Please agree to be contacted about this enquiry.').waitFor(VISIBLE);
      await consent.check();
      await form.getByRole('button', { name: 'Submit' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Thank you for your interest! We will contact you soon.' })
        .waitFor(VISIBLE);

      // The admin finds what is held about the visitor.
      await storeSession(product, page, admin);
      await page.goto(`${product.siteUrl}/personal_data`);
      await page.getByRole('heading', { name: 'Personal data' }).waitFor(VISIBLE);
      await page.getByLabel('Email or mobile number').fill(VISITOR.email);
      const exported = page.waitForResponse((response) =>
        response.url().includes('/api/people/export'),
      );
      await page.getByRole('button', { name: 'Find person' }).click();
      const body = (await (await exported).json()) as PersonExport;
      expect(body.enquiries.map((enquiry) => enquiry.project_name)).toEqual([PROJECT]);
      expect(body.consents.map((record) => record.purpose)).toEqual(['contact']);
      const held = page.getByRole('region', { name: 'What is held' });
      await held.getByText('1 enquiry', { exact: true }).waitFor(VISIBLE);
      await held.getByText('1 consent', { exact: true }).waitFor(VISIBLE);
      await held.getByRole('link', { name: 'Download JSON' }).waitFor(VISIBLE);

      // And erases them after confirming.
      await held.getByRole('button', { name: 'Erase this person' }).click();
      await confirmDialog(
        page,
        `Erase everything held about ${VISITOR.email}? Their enquiries are anonymised, their ` +
          'account and requirements are deleted and their consents are withdrawn. This cannot be undone.',
        'Erase',
      );
      await page
        .getByText(
          'The person’s data has been erased: 1 enquiry anonymised, 0 accounts and 0 requirements deleted, ' +
            '1 consent withdrawn.',
        )
        .waitFor(VISIBLE);
      await held.waitFor(GONE);

      // Nothing is held any more, by e-mail or by mobile.
      for (const key of [
        `email=${encodeURIComponent(VISITOR.email)}`,
        `mobile=${VISITOR.mobile}`,
      ]) {
        const response = await fetch(`${product.apiUrl}/api/people/export?${key}`, {
          headers: { Authorization: `Bearer ${admin.token}` },
        });
        const after = (await response.json()) as PersonExport;
        expect(after).toMatchObject({ enquiries: [], accounts: [], consents: [] });
      }
    });
  });
});
