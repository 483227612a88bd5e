import type { Locator, Page } from 'playwright-core';
import { PROPERTY_LIST_MAX_LIMIT, type PropertyListItem } from 'shared-api/contract';
import { adminScreens, openScreen, saveAdminShot } from './support/admin-screens';
import { blockingViolations } from './support/axe';
import { launchBrowser, type TestBrowser } from './support/browser';
import { confirmDialog, GONE, VISIBLE } from './support/journey-ui';
import { storeAdminSession } from './support/session';
import type { StartedProduct } from './support/start-product';
import { useProduct } from './support/use-product';

jest.setTimeout(300_000);

const PHONE = { width: 390, height: 844 } as const;
/** The smallest target a thumb hits reliably (WCAG 2.5.5, Apple and Android guidance). */
const TOUCH_TARGET_PX = 44;

async function expectTouchSized(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.width).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  expect(box!.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

/** A card's title: the element that names it. */
async function cardTitle(page: Page, card: Locator): Promise<string> {
  const titleId = await card.getAttribute('aria-labelledby');
  if (!titleId) throw new Error('the card has no title');
  return page.locator(`[id="${titleId}"]`).innerText();
}

/** The property list as a phone shows it: one card per listing. */
function propertyCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Properties' }).getByRole('listitem');
}

describe('the admin works a property list from a phone', () => {
  const getProduct = useProduct();
  let product: StartedProduct;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    product = getProduct();
    browser = await launchBrowser({ ...PHONE, isPhone: true });
    ({ page } = await browser.newPage());
    await storeAdminSession(product, page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("opens the 'Property' slide-out from the hamburger and goes to the table", async () => {
    await openScreen(page, product.siteUrl, {
      name: 'dashboard',
      path: '/dashboard',
      title: 'Dashboard',
    });
    await page.getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Property' });
    await menu.waitFor(VISIBLE);
    await saveAdminShot(page, 'actions-390-slide-out');
    const group = menu.getByRole('button', { name: 'Add Project' });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.tap();
    await menu.getByRole('link', { name: 'Detailed Table' }).tap();
    await page.waitForURL((url) => url.pathname === '/table_detail');
    await menu.waitFor({ state: 'hidden', timeout: 30_000 });
    await propertyCards(page).first().waitFor(VISIBLE);
  });

  it('searches from the icon in the top bar', async () => {
    const name = await cardTitle(page, propertyCards(page).first());
    await page.getByRole('button', { name: 'Open search' }).tap();
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search properties' });
    await box.waitFor(VISIBLE);
    await saveAdminShot(page, 'actions-390-search-open');
    await box.fill(name);
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === name);
    await page.getByRole('listitem', { name }).first().waitFor(VISIBLE);
    await page.getByRole('button', { name: 'Open search' }).waitFor(VISIBLE);
  });

  it('shows each listing as a card and reaches its Edit, with Update always on screen', async () => {
    await openScreen(page, product.siteUrl, {
      name: 'table',
      path: '/table_detail',
      title: 'Property Listings',
    });
    expect(await page.getByRole('table').count()).toBe(0);
    const card = propertyCards(page).first();
    const edit = card.getByRole('link', { name: /^Edit / });
    await edit.scrollIntoViewIfNeeded();
    await expectTouchSized(edit);
    await expectTouchSized(card.getByRole('button', { name: /^Delete / }));
    await saveAdminShot(page, 'actions-390-cards');

    await edit.tap();
    await page.waitForURL((url) => url.pathname.startsWith('/edit_form/'));
    const update = page.getByRole('button', { name: 'Update', exact: true });
    await update.waitFor(VISIBLE);
    // At the top of the long form, and halfway down it, Update sits inside the window.
    for (const fraction of [0, 0.5]) {
      await page.evaluate(
        (at) => window.scrollTo(0, document.documentElement.scrollHeight * at),
        fraction,
      );
      const box = await update.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
      expect(box!.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    }
    await saveAdminShot(page, 'actions-390-edit-form');
  });

  it('deletes a listing from its card after confirming', async () => {
    await openScreen(page, product.siteUrl, {
      name: 'table',
      path: '/table_detail',
      title: 'Property Listings',
    });
    const card = propertyCards(page).first();
    const remove = card.getByRole('button', { name: /^Delete / });
    const propertyId = (await remove.textContent())?.replace(/^Delete\s*/, '').trim() ?? '';
    expect(propertyId).not.toBe('');
    await remove.tap();
    await confirmDialog(page, 'Are you sure you want to delete this property?');
    await page
      .getByRole('list', { name: 'Properties' })
      .getByRole('button', { name: `Delete ${propertyId}`, exact: true })
      .waitFor(GONE);
    const answer = await fetch(
      `${product.apiUrl}/api/property/properties?limit=${PROPERTY_LIST_MAX_LIMIT}`,
    );
    const left = (await answer.json()) as PropertyListItem[];
    expect(left.some((item) => item.prp_id === propertyId)).toBe(false);
  });

  it('finds no serious or critical accessibility problem on the admin screens', async () => {
    const answer = await fetch(`${product.apiUrl}/api/property/properties?limit=1`);
    const [property] = (await answer.json()) as PropertyListItem[];
    if (!property) throw new Error('no property is left');
    const found: string[] = [];
    for (const screen of adminScreens(property.id)) {
      await openScreen(page, product.siteUrl, screen);
      found.push(...(await blockingViolations(page, `${PHONE.width}px ${screen.path}`)));
    }
    if (found.length > 0) console.log(found.join('\n'));
    expect(found).toEqual([]);
  });
});
