import { SESSION_ENDED_MESSAGE } from 'shared-api/contract';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, saveScreenshot, useBrowser } from './support/browser';
import {
  VISIBLE,
  signInThroughUi,
  storeSession,
  waitForDocument,
  withDiagnostics,
} from './support/journey-ui';
import { apiSignIn } from './support/product-api';
import { endSessionOnServer } from './support/session';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

/** The seeded administrator's display name (the dashboard greets them with it). */
const ADMIN_NAME = 'Administrator';

const sessionEndedNotice = (page: Page): Locator =>
  page.getByRole('status').filter({ hasText: SESSION_ENDED_MESSAGE });

/** On /login, with the notice shown above the sign-in form, and the session forgotten. */
async function expectSignInPageWithNotice(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
  const notice = sessionEndedNotice(page);
  await notice.waitFor(VISIBLE);
  expect(await notice.innerText()).toBe(SESSION_ENDED_MESSAGE);
  const field = page.getByLabel('User name / Email');
  const [noticeBox, fieldBox] = await Promise.all([notice.boundingBox(), field.boundingBox()]);
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(fieldBox!.y);
  // Read once: the mark has left the address bar, so a reload shows the plain page.
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

describe('a session the server ends while the administrator is signed in', () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser();

  it('asks the admin to sign in again at the next click; closing that goes to /login with the notice; a reload and a Logout show none', async () => {
    const product = getProduct();
    const credentials = { ...product.admin, name: ADMIN_NAME };
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    await withDiagnostics(recorded, 'session-end', async () => {
      await signInThroughUi(page, product, credentials);
      await endSessionOnServer(product, page);

      await page
        .getByRole('navigation', { name: 'Discover' })
        .getByRole('link', { name: 'Users' })
        .click();

      const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
      await dialog.waitFor(VISIBLE);
      await saveScreenshot(page, 'session-ended-dialog');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expectSignInPageWithNotice(page);
      await saveScreenshot(page, 'session-ended-login');

      await page.reload();
      await page.getByRole('button', { name: 'Log In Now' }).waitFor(VISIBLE);
      await page.waitForLoadState('networkidle');
      expect(await sessionEndedNotice(page).count()).toBe(0);

      // Signed in again, the user's own Logout lands on the plain sign-in page.
      await signInThroughUi(page, product, credentials);
      const signedOut = waitForDocument(page, '/login');
      await page.getByRole('button', { name: 'Logout' }).click();
      await signedOut;
      await page.getByRole('button', { name: 'Log In Now' }).waitFor(VISIBLE);
      await page.waitForLoadState('networkidle');
      expect(await sessionEndedNotice(page).count()).toBe(0);
    });
  });

  it('checks the session when the tab regains focus, and asks at once to sign in again', async () => {
    const product = getProduct();
    // A browser of its own: the fake clock below is installed for a whole browser context.
    const focusBrowser = await launchBrowser();
    try {
      const recorded = await focusBrowser.newPage();
      const { page } = recorded;
      await withDiagnostics(recorded, 'session-end-focus', async () => {
        // The page's clock, so "left for an hour" needs no hour (it runs on in real time else).
        await page.clock.install();
        await storeSession(product, page, await apiSignIn(product, product.admin));
        await page.goto(`${product.siteUrl}/add_user`);
        await page.getByRole('heading', { name: 'Add New User' }).waitFor(VISIBLE);
        await page.waitForLoadState('networkidle');
        await endSessionOnServer(product, page);

        // The admin leaves the tab for an hour and comes back to it, touching nothing in it.
        // Headless Chromium keeps every tab visible and focused, so the page gets the focus
        // event a browser fires on return.
        await page.clock.fastForward('01:00:00');
        await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));

        const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
        await dialog.waitFor(VISIBLE);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expectSignInPageWithNotice(page);
      });
    } finally {
      await focusBrowser.close();
    }
  });
});
