import type { Page } from 'playwright-core';
import {
  startMailCatcher,
  type MailCatcher,
} from '../../api-server/test/helpers/message-receivers';
import { useBrowser } from './support/browser';
import { sendInterest } from './support/interest-form';
import { VISIBLE, expectStatusToast, storeSession, withDiagnostics } from './support/journey-ui';
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

const VISITOR = { name: 'Kavya Rao', mobile: '9812345670', email: 'kavya.rao@example.in' };
const MEDIAN = 'median time to first reply this week';

/** The agent's dashboard card whose link names `label`, e.g. '1 new enquiry'. */
async function dashboardCard(page: Page, siteUrl: string, label: RegExp) {
  await page.goto(`${siteUrl}/dashboard`);
  const counts = page.getByRole('list', { name: 'At a glance' });
  await counts.waitFor(VISIBLE);
  const card = counts.getByRole('link', { name: label });
  await card.waitFor(VISIBLE);
  return card.innerText();
}

describe("a lead's alert reaches its agent by e-mail and opens that lead", () => {
  let catcher: MailCatcher;
  // Filled before the product starts (this beforeAll runs before useProduct's).
  const env: Record<string, string> = {};
  beforeAll(async () => {
    catcher = await startMailCatcher();
    env.SMTP_URL = catcher.url;
    env.MAIL_FROM = 'Broker alerts <alerts@broker.example.in>';
  });
  const getProduct = useProduct({ env });
  const getBrowser = useBrowser();
  afterAll(async () => catcher?.stop());

  it('mails the listing agent a new-lead alert whose link lets them mark it contacted', async () => {
    const product = getProduct();
    const admin = await apiSignIn(product, product.admin);
    const account = await createAgent(product, admin, 'meera_alerts');
    const agent = await apiSignIn(product, account);
    const saved = await createPropertyViaApi(product, agent, {
      projectName: 'Baner Heights',
      price: 9_100_000,
      lookups: await getLookups(product),
      files: await makePropertyFiles(),
    });
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    await withDiagnostics(recorded, 'lead-alert', async () => {
      await page.goto(`${product.siteUrl}/config.json`);
      await page.evaluate(() => localStorage.clear());
      await sendInterest(page, product.siteUrl, saved.id, VISITOR, 'Call after 5, please');

      // The staff alert arrives at the real SMTP server, sent by the API's worker.
      const until = Date.now() + 60_000;
      const isAlert = () =>
        catcher.mails.find(
          (mail) =>
            JSON.stringify(mail.to).includes(account.email) &&
            (mail.text ?? '').includes('/enquiries?lead='),
        );
      while (!isAlert() && Date.now() < until) await page.waitForTimeout(200);
      const alert = isAlert();
      if (!alert)
        throw new Error(`no alert to ${account.email} among ${catcher.mails.length} mails`);
      expect(alert.text).toContain(VISITOR.name);
      expect(alert.text).toContain(VISITOR.mobile);
      expect(alert.html || '').toContain(`tel:${VISITOR.mobile}`);
      expect(alert.text).toContain('Baner Heights');
      const link = new RegExp(`${product.siteUrl}/enquiries\\?lead=\\d+`).exec(alert.text ?? '');
      expect(link).not.toBeNull();

      // Before the reply: one new lead on the agent's dashboard, no reply time yet.
      await storeSession(product, page, agent);
      expect(await dashboardCard(page, product.siteUrl, /new enquir/)).toMatch(/^1\s*new enquiry$/);
      expect(await dashboardCard(page, product.siteUrl, new RegExp(MEDIAN))).toContain('None yet');

      // The alert's link opens that lead alone; the agent marks it contacted there.
      await page.goto(link![0]);
      const lead = page.getByRole('table', { name: `Enquiry from ${VISITOR.name}` });
      await lead.waitFor(VISIBLE);
      expect(await lead.innerText()).toContain('Call after 5, please');
      const status = lead.getByRole('combobox', {
        name: `Status of the enquiry from ${VISITOR.name}`,
      });
      await status.selectOption('contacted');
      await expectStatusToast(page, `Enquiry from ${VISITOR.name} marked as Contacted`);

      // The dashboard's figures follow: no new lead, and a reply time for the week.
      expect(await dashboardCard(page, product.siteUrl, /new enquir/)).toMatch(
        /^0\s*new enquiries$/,
      );
      expect(await dashboardCard(page, product.siteUrl, new RegExp(MEDIAN))).toMatch(
        new RegExp(`^\\d+ min\\s*${MEDIAN}$`),
      );
    });
  });
});
