import { MASTERS } from 'shared-api/contract';
import type { Page } from 'playwright-core';
import { launchBrowser, type RecordedPage, type TestBrowser } from './support/browser';
import { VISIBLE, signInThroughUi, storeSession, withDiagnostics } from './support/journey-ui';
import { apiSignIn } from './support/product-api';
import type { StartedProduct } from './support/start-product';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const AGENT = {
  name: 'Priya Deshmukh',
  email: 'priya.deshmukh@agents.example.in',
  mobile: '9822012345',
  username: 'priya_d',
  password: 'Priya-Pune-2026',
};

/** The admin adds the agent on the Add New User screen. */
async function addAgentOnUsersScreen(page: Page, product: StartedProduct): Promise<void> {
  await page.goto(`${product.siteUrl}/add_user`);
  await page.getByRole('heading', { name: 'Add New User' }).waitFor(VISIBLE);
  await page.getByLabel('Full Name', { exact: true }).fill(AGENT.name);
  await page.getByLabel('Email Address', { exact: true }).fill(AGENT.email);
  await page.getByLabel('Mobile Number', { exact: true }).fill(AGENT.mobile);
  await page.getByLabel('User Name', { exact: true }).fill(AGENT.username);
  await page.getByLabel('Set Password', { exact: true }).fill(AGENT.password);
  await page.getByLabel('Remarks', { exact: true }).fill('Handles Baner and Aundh');
  await page.getByRole('button', { name: 'Add User' }).click();
  await page
    .getByRole('status')
    .getByText('User added successfully', { exact: true })
    .waitFor(VISIBLE);
  const users = page.getByRole('table', { name: 'User List' });
  await users.getByRole('cell', { name: AGENT.username, exact: true }).waitFor(VISIBLE);
}

const fromRemote = (
  recorded: RecordedPage,
  product: StartedProduct,
  name: keyof StartedProduct['remoteUrls'],
) => recorded.requests.filter((url) => url.startsWith(`${product.siteUrl}/remotes/${name}/`));

describe("an agent's access, and its end when the admin disables the agent", () => {
  const getProduct = useProduct();
  let adminBrowser: TestBrowser;
  let agentBrowser: TestBrowser;

  beforeAll(async () => {
    // Two browsers, two separate storages: the admin and the agent are signed in at once.
    [adminBrowser, agentBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
  });

  afterAll(async () => {
    await Promise.all([adminBrowser?.close(), agentBrowser?.close()]);
  });

  it('shows an agent only the Add Project menu, never loads the admin remotes, and signs the agent out once disabled', async () => {
    const product = getProduct();
    const { page: adminPage } = await adminBrowser.newPage();
    await storeSession(product, adminPage, await apiSignIn(product, product.admin));
    await addAgentOnUsersScreen(adminPage, product);

    const agent = await agentBrowser.newPage();
    await withDiagnostics(agent, 'agent-access', async () => {
      const agentPage = agent.page;
      await signInThroughUi(agentPage, product, AGENT);
      const sidebar = agentPage.getByRole('navigation', { name: 'Discover' });
      await sidebar.getByRole('button', { name: 'Add Project' }).click();
      await sidebar.getByRole('link', { name: 'Add New Property' }).waitFor(VISIBLE);
      await sidebar.getByRole('link', { name: 'Detailed Table' }).waitFor(VISIBLE);
      expect(await sidebar.getByRole('link', { name: 'Users' }).count()).toBe(0);
      for (const master of MASTERS) {
        expect(await sidebar.getByRole('link', { name: master.label, exact: true }).count()).toBe(
          0,
        );
      }
      // Even typed into the address bar, an admin screen does not load the admin remotes.
      await agentPage.goto(`${product.siteUrl}/status`);
      await agentPage.waitForLoadState('networkidle');
      await agentPage.goto(`${product.siteUrl}/dashboard`);
      await sidebar.waitFor(VISIBLE);
      await agentPage.waitForLoadState('networkidle');
      expect(fromRemote(agent, product, 'mfe_properties').length).toBeGreaterThan(0);
      expect(fromRemote(agent, product, 'mfe_masters')).toEqual([]);
      expect(fromRemote(agent, product, 'mfe_users')).toEqual([]);

      // The admin disables the agent: the toggle now offers the opposite.
      await adminPage.getByRole('button', { name: `Disable ${AGENT.name}` }).click();
      await adminPage.getByRole('button', { name: `Enable ${AGENT.name}` }).waitFor(VISIBLE);

      // The agent's next action meets the ended session: the page asks to sign in again, and a
      // disabled account cannot, so Close leads to the sign-in page.
      await sidebar.getByRole('button', { name: 'Add Project' }).click();
      await sidebar.getByRole('link', { name: 'Detailed Table' }).click();
      const dialog = agentPage.getByRole('dialog', { name: 'Your session has ended' });
      await dialog.waitFor(VISIBLE);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await agentPage.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
      await agentPage.getByRole('button', { name: 'Log In Now' }).waitFor(VISIBLE);
      expect(await agentPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  });
});
