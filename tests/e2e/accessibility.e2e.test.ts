import type { Page } from 'playwright-core';
import { MASTERS, type PropertyListItem } from 'shared-api/contract';
import { blockingViolations } from './support/axe';
import { launchBrowser, saveScreenshot, type TestBrowser } from './support/browser';
import { createBuyerSession } from './support/buyer';
import { storeSession } from './support/journey-ui';
import { storeAdminSession } from './support/session';
import type { StartedProduct } from './support/start-product';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const UNAVAILABLE = 'This section is temporarily unavailable';

interface Screen {
  path: string;
  /** Part of the page title the screen sets once it has rendered (usePageTitle). */
  title: string;
}

/** Waits until the screen has rendered its own content, not a spinner or the remote fallback. */
async function waitForScreen(page: Page, screen: Screen): Promise<void> {
  await page.waitForFunction((title) => document.title.includes(title), screen.title, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  // What loads as the visitor scrolls down to it (the enquiry form) is audited too: the page is
  // scrolled half a screen at a time, two frames each, for its intersection observers to report.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      window.scrollTo(0, top);
      await frame();
      await frame();
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"]')].some((node) =>
        /^Loading/i.test(node.getAttribute('aria-label') ?? ''),
      ),
    undefined,
    { timeout: 30_000 },
  );
  if (await page.getByText(UNAVAILABLE).count())
    throw new Error(`${screen.path}: the remote did not load`);
}

async function auditScreens(
  browser: TestBrowser,
  product: StartedProduct,
  screens: readonly Screen[],
  signedIn: boolean | ((page: Page) => Promise<void>),
): Promise<string[]> {
  const { page } = await browser.newPage();
  if (signedIn === true) await storeAdminSession(product, page);
  if (typeof signedIn === 'function') await signedIn(page);
  const found: string[] = [];
  try {
    for (const screen of screens) {
      await page.goto(`${product.siteUrl}${screen.path}`);
      await waitForScreen(page, screen);
      const violations = await blockingViolations(page, screen.path);
      if (violations.length > 0) {
        await saveScreenshot(page, `a11y${screen.path.replace(/[^a-z0-9]+/gi, '-')}`);
        found.push(...violations);
      }
    }
  } finally {
    await page.close();
  }
  return found;
}

describe('accessibility of every screen (axe-core in Chromium: no serious or critical violation)', () => {
  const getProduct = useProduct();
  let browser: TestBrowser;
  let product: StartedProduct;
  let property: PropertyListItem;

  beforeAll(async () => {
    product = getProduct();
    browser = await launchBrowser();
    const cards = (await (
      await fetch(`${product.apiUrl}/api/property/properties?limit=1`)
    ).json()) as PropertyListItem[];
    if (!cards[0]) throw new Error('the demo data has no property');
    property = cards[0];
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('passes on the public screens a visitor sees', async () => {
    const screens: Screen[] = [
      { path: '/', title: 'Find your dream home' },
      { path: '/aboutus', title: 'About Us' },
      { path: '/home_loan', title: 'Home Loan' },
      { path: '/contact', title: 'Contact' },
      { path: '/post_req', title: 'Post Requirement' },
      { path: '/login', title: 'Login' },
      { path: `/details/${property.id}`, title: property.project_name },
      { path: '/no-such-page', title: 'Page not found' },
    ];
    const found = await auditScreens(browser, product, screens, false);
    if (found.length > 0) console.log(found.join('\n'));
    expect(found).toEqual([]);
  });

  it('passes on the back-office screens, signed in as the admin', async () => {
    const screens: Screen[] = [
      { path: '/dashboard', title: 'Dashboard' },
      { path: '/add_property', title: 'Add Property' },
      { path: `/edit_form/${property.id}`, title: 'Property Updation Form' },
      { path: '/table_detail', title: 'Property Listings' },
      { path: '/enquiries', title: 'Enquiries' },
      { path: '/add_user', title: 'Add New User' },
      { path: '/no-such-admin-page', title: 'Page not found' },
    ];
    const found = await auditScreens(browser, product, screens, true);
    if (found.length > 0) console.log(found.join('\n'));
    expect(found).toEqual([]);
  });

  it('passes on My requirement, signed in as a buyer', async () => {
    const session = await createBuyerSession(product, 'a11y-buyer');
    const screens: Screen[] = [{ path: '/my_requirement', title: 'My requirement' }];
    const found = await auditScreens(browser, product, screens, (page) =>
      storeSession(product, page, session),
    );
    if (found.length > 0) console.log(found.join('\n'));
    expect(found).toEqual([]);
  });

  it('passes on every master-data screen, signed in as the admin', async () => {
    const screens = MASTERS.map((master) => ({
      path: master.route,
      title: `${master.label} list`,
    }));
    const found = await auditScreens(browser, product, screens, true);
    if (found.length > 0) console.log(found.join('\n'));
    expect(found).toEqual([]);
  });
});
