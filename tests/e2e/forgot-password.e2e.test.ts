import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_SENT,
} from 'shared-api/contract';
import type { Page } from 'playwright-core';
import {
  startMailCatcher,
  type MailCatcher,
} from '../../api-server/test/helpers/message-receivers';
import { blockingViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { VISIBLE, submitLogin, waitForDocument, withDiagnostics } from './support/journey-ui';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const OWNER_EMAIL = 'owner@broker.example.in';
const NEW_PASSWORD = 'Monsoon-kite-2026';

/** Types the new password twice on the page an e-mailed link opened, and sends it. */
async function setNewPassword(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
}

describe('an administrator who lost the password sets a new one by e-mail', () => {
  let catcher: MailCatcher;
  // Filled before the product starts (this beforeAll runs before useProduct's).
  const env: Record<string, string> = {};
  beforeAll(async () => {
    catcher = await startMailCatcher();
    env.SMTP_URL = catcher.url;
    env.MAIL_FROM = 'Broker <accounts@broker.example.in>';
    env.ADMIN_EMAIL = OWNER_EMAIL;
  });
  const getProduct = useProduct({ env });
  const getBrowser = useBrowser();
  afterAll(async () => catcher?.stop());

  it('clicks Forgot password?, opens the mailed link, sets a password, signs in; the link then fails', async () => {
    const product = getProduct();
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    await withDiagnostics(recorded, 'forgot-password', async () => {
      await page.goto(`${product.siteUrl}/login`);
      const forgot = page.getByRole('link', { name: 'Forgot password?' });
      await forgot.waitFor(VISIBLE);
      await forgot.click();
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor(VISIBLE);
      await page.getByLabel('User name / Email').fill(product.admin.username);
      await page.getByRole('button', { name: 'Send the link' }).click();
      await page.getByRole('status').getByText(PASSWORD_RESET_SENT).waitFor(VISIBLE);
      expect(await blockingViolations(page, 'forgot password, sent')).toEqual([]);

      // The mail reaches the real SMTP server, sent by the API's outbox worker.
      const mails = await catcher.waitFor(1, 60_000);
      const mail = mails.find((item) => JSON.stringify(item.to).includes(OWNER_EMAIL));
      const escaped = product.siteUrl.replace(/[.]/g, '\\.');
      const link = new RegExp(`${escaped}/reset-password\\?token=[\\w-]+`).exec(mail?.text ?? '');
      if (!link) throw new Error(`no link among ${mails.length} mails`);

      await page.goto(link[0]);
      await page.getByRole('button', { name: 'Set password' }).waitFor(VISIBLE);
      expect(await blockingViolations(page, 'reset password')).toEqual([]);
      await setNewPassword(page, link[0]);
      await page.getByRole('status').getByText(PASSWORD_RESET_DONE).waitFor(VISIBLE);
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Log In Now' }).waitFor(VISIBLE);
      const dashboard = waitForDocument(page, '/dashboard');
      dashboard.catch(() => undefined);
      await submitLogin(page, product, { ...product.admin, password: NEW_PASSWORD });
      await dashboard;

      // The link is good once.
      await page.evaluate(() => localStorage.clear());
      await setNewPassword(page, link[0]);
      await page.getByRole('alert').getByText(PASSWORD_RESET_LINK_INVALID).waitFor(VISIBLE);
    });
  });
});
