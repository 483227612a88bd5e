import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { sendInterest } from './support/interest-form';
import { VISIBLE, expectStatusToast, storeSession, withDiagnostics } from './support/journey-ui';
import {
  apiSignIn,
  createAgent,
  createPropertyViaApi,
  getLookups,
  makePropertyFiles,
  type ApiSession,
} from './support/product-api';
import type { StartedProduct } from './support/start-product';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const PROJECT = 'Aundh Greens';
const VISITOR = { name: 'Neha Joshi', mobile: '9765432109', email: 'neha.joshi@example.in' };

/** What the admin's bell counts, asked of the API (GET /api/dashboard/summary). */
async function countNewEnquiries(product: StartedProduct, admin: ApiSession): Promise<number> {
  const response = await fetch(`${product.apiUrl}/api/dashboard/summary`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  return ((await response.json()) as { newEnquiries: number }).newEnquiries;
}

/** Opens the admin area and waits for the bell to announce `count` new enquiries. */
async function expectAdminBell(
  page: Page,
  product: StartedProduct,
  admin: ApiSession,
  count: number,
): Promise<void> {
  await storeSession(product, page, admin);
  const summary = page.waitForResponse((response) =>
    response.url().endsWith('/api/dashboard/summary'),
  );
  await page.goto(`${product.siteUrl}/dashboard`);
  // The bell shows what this answer says; without a badge, 0 is told apart from "not loaded yet".
  expect(((await (await summary).json()) as { newEnquiries: number }).newEnquiries).toBe(count);
  const bell = page.getByRole('button', { name: 'Notifications' });
  await bell.waitFor(VISIBLE);
  const description = count === 1 ? '1 new enquiry' : `${count} new enquiries`;
  // The bell names the count in its description (the badge itself is hidden from readers).
  await page.waitForFunction(
    (expected) => {
      const button = document.querySelector('button[aria-label="Notifications"]');
      const id = button?.getAttribute('aria-describedby');
      const text = id ? (document.getElementById(id)?.textContent ?? '') : '';
      return expected === '' ? !id : text === expected;
    },
    count === 0 ? '' : description,
    { timeout: 30_000 },
  );
  if (count > 0) expect(await bell.innerText()).toContain(String(count));
}

async function openInbox(page: Page, product: StartedProduct, session: ApiSession) {
  await storeSession(product, page, session);
  await page.goto(`${product.siteUrl}/enquiries`);
  await page.getByRole('heading', { name: 'Enquiries' }).waitFor(VISIBLE);
  const inbox = page.getByRole('table', { name: 'Enquiries, newest first' });
  await inbox.waitFor(VISIBLE);
  return inbox;
}

describe("a visitor's enquiry reaches the property's agent", () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser();

  it("lands in the owner's inbox only, counts on the admin's bell, and can be marked contacted", async () => {
    const product = getProduct();
    const admin = await apiSignIn(product, product.admin);
    const owner = await apiSignIn(product, await createAgent(product, admin, 'vikram_aundh'));
    const other = await apiSignIn(product, await createAgent(product, admin, 'sneha_wakad'));
    const saved = await createPropertyViaApi(product, owner, {
      projectName: PROJECT,
      price: 7_800_000,
      lookups: await getLookups(product),
      files: await makePropertyFiles(),
    });
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    await withDiagnostics(recorded, 'enquiry-inbox', async () => {
      const before = await countNewEnquiries(product, admin);
      await expectAdminBell(page, product, admin, before);

      // A visitor (nobody signed in) sends "I'm Interested" from the property's page.
      await page.evaluate(() => localStorage.clear());
      await sendInterest(
        page,
        product.siteUrl,
        saved.id,
        VISITOR,
        'Is a 2 BHK on a high floor available?',
      );
      const form = page.getByRole('form', { name: "I'm Interested" });
      // The thank-you panel takes the form's place, and focus, so nobody sends it twice.
      expect(await form.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Enquiry sent');

      // Not in another agent's inbox.
      const otherInbox = await openInbox(page, product, other);
      await otherInbox.getByText('No enquiries yet', { exact: true }).waitFor(VISIBLE);

      // One more new enquiry on the admin's bell.
      await expectAdminBell(page, product, admin, before + 1);

      // In the owner's inbox, with what the visitor sent; the owner marks it contacted.
      const inbox = await openInbox(page, product, owner);
      const row = inbox.getByRole('row').filter({ hasText: VISITOR.name });
      await row.waitFor(VISIBLE);
      const rowText = await row.innerText();
      for (const part of [
        saved.prp_id,
        PROJECT,
        VISITOR.mobile,
        VISITOR.email,
        'Aundh',
        'high floor',
      ]) {
        expect(rowText).toContain(part);
      }
      const status = row.getByRole('combobox', {
        name: `Status of the enquiry from ${VISITOR.name}`,
      });
      expect(await status.inputValue()).toBe('new');
      await status.selectOption('contacted');
      await expectStatusToast(page, `Enquiry from ${VISITOR.name} marked as Contacted`);
      await page.reload();
      await row.waitFor(VISIBLE);
      expect(await status.inputValue()).toBe('contacted');

      // Handled: the admin's bell counts one fewer.
      await expectAdminBell(page, product, admin, before);
    });
  });
});
