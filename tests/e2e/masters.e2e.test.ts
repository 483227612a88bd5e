import { MASTERS, masterMessages, type MasterDescriptor } from 'shared-api/contract';
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from './support/browser';
import {
  GONE,
  VISIBLE,
  confirmDialog,
  dismissToasts,
  expectStatusToast,
  storeSession,
} from './support/journey-ui';
import { makePdf } from './support/media-files';
import { apiSignIn } from './support/product-api';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

/** Opens a list from the sidebar: in-app navigation, no page load. */
async function openMaster(page: Page, master: MasterDescriptor): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Discover' });
  await sidebar.getByRole('link', { name: master.label, exact: true }).click();
  await page.waitForURL((url) => url.pathname === master.route);
  await page.getByRole('heading', { name: `Add ${master.label}`, exact: true }).waitFor(VISIBLE);
}

/** Adds, renames and deletes one value, checking each message of docs/product.md section 6. */
async function addRenameDelete(page: Page, master: MasterDescriptor): Promise<void> {
  const messages = masterMessages(master.label);
  const added = `E2E ${master.label} one`;
  const renamed = `E2E ${master.label} two`;
  const nameField = page.getByLabel(master.label, { exact: true });
  const list = page.getByRole('table', { name: `${master.label} list` });

  await nameField.fill(added);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectStatusToast(page, messages.added);
  await list.getByRole('cell', { name: added, exact: true }).waitFor(VISIBLE);
  expect(await nameField.inputValue()).toBe('');

  await list.getByRole('button', { name: `Edit ${added}`, exact: true }).click();
  await page.getByRole('heading', { name: `Edit ${master.label}`, exact: true }).waitFor(VISIBLE);
  expect(await nameField.inputValue()).toBe(added);
  await nameField.fill(renamed);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expectStatusToast(page, messages.updated);
  await page.getByRole('heading', { name: `Add ${master.label}`, exact: true }).waitFor(VISIBLE);
  await list.getByRole('cell', { name: renamed, exact: true }).waitFor(VISIBLE);
  expect(await list.getByRole('cell', { name: added, exact: true }).count()).toBe(0);

  await list.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
  await confirmDialog(page, messages.deleteConfirm);
  await expectStatusToast(page, messages.deleted);
  await list.getByRole('cell', { name: renamed, exact: true }).waitFor(GONE);
  await dismissToasts(page);
}

describe('the admin keeps the thirteen master lists', () => {
  const getProduct = useProduct();
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const product = getProduct();
    ({ page } = await browser.newPage());
    await storeSession(product, page, await apiSignIn(product, product.admin));
    await page.goto(`${product.siteUrl}/dashboard`);
    await page.getByRole('navigation', { name: 'Discover' }).waitFor(VISIBLE);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists all thirteen in the admin menu', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Discover' });
    for (const master of MASTERS) {
      await sidebar.getByRole('link', { name: master.label, exact: true }).waitFor(VISIBLE);
    }
    expect(MASTERS).toHaveLength(13);
  });

  it.each(MASTERS.map((master) => [master.label, master] as const))(
    '%s: adds, renames and deletes a value, each step with its exact message',
    async (_label, master) => {
      await openMaster(page, master);
      await addRenameDelete(page, master);
    },
  );

  it('uploads a sanction file, and the Sanction list links to it', async () => {
    const product = getProduct();
    const sanction = MASTERS.find((master) => master.hasFile);
    if (!sanction) throw new Error('no master list takes a file');
    await openMaster(page, sanction);
    const name = 'E2E Fire NOC';

    await page.getByLabel(sanction.label, { exact: true }).fill(name);
    await page
      .getByLabel(`${sanction.label} file (optional)`, { exact: true })
      .setInputFiles(makePdf('fire-noc.pdf', 'Fire NOC'));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectStatusToast(page, masterMessages(sanction.label).added);

    const list = page.getByRole('table', { name: `${sanction.label} list` });
    const link = list.getByRole('link', { name: `View file of ${name}` });
    await link.waitFor(VISIBLE);
    const href = (await link.getAttribute('href')) ?? '';
    // Served by the API through the site's origin (docs/decisions/099-one-origin-by-default.md).
    expect(href.startsWith('/uploads/')).toBe(true);
    const file = await fetch(`${product.siteUrl}${href}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
  });
});
