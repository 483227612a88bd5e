import { useBrowser } from './support/browser';
import {
  VISIBLE,
  expectAlertToast,
  expectStatusToast,
  signInThroughUi,
  storeSession,
  submitLogin,
  waitForDocument,
  withDiagnostics,
} from './support/journey-ui';
import { apiSignIn } from './support/product-api';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const VISITOR = {
  name: 'Sanjay Kulkarni',
  mobile: '9890011223',
  email: 'sanjay.kulkarni@example.in',
  password: 'Sanjay-2026!',
};
const credentials = { username: VISITOR.email, password: VISITOR.password, name: VISITOR.name };

describe('a self-registered account waits for the admin', () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser();

  it('cannot sign in until the admin enables it on Add New User, then lands on the dashboard', async () => {
    const product = getProduct();
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    await withDiagnostics(recorded, 'registration-approval', async () => {
      // A visitor registers on Post Requirement.
      await page.goto(`${product.siteUrl}/post_req`);
      await page.getByRole('heading', { name: 'PERSONAL INFORMATION' }).waitFor(VISIBLE);
      await page.getByRole('option', { name: 'Kothrud' }).waitFor({ state: 'attached' });
      await page.getByLabel('Full Name', { exact: true }).fill(VISITOR.name);
      await page.getByLabel('Mobile No', { exact: true }).fill(VISITOR.mobile);
      await page.getByLabel('Email ID', { exact: true }).fill(VISITOR.email);
      await page.getByLabel('Cities', { exact: true }).selectOption({ label: 'Kothrud' });
      await page.getByLabel('Occupation', { exact: true }).selectOption({ label: 'Engineer' });
      await page.getByLabel('Password', { exact: true }).fill(VISITOR.password);
      await page.getByLabel('Confirm Password', { exact: true }).fill(VISITOR.password);
      await page.getByLabel('I agree to be contacted about my registration').check();
      await page.getByRole('button', { name: 'Register' }).click();
      await expectStatusToast(
        page,
        'Registration successful. Your account will be activated by the admin.',
      );
      expect(await page.getByLabel('Full Name', { exact: true }).inputValue()).toBe('');

      // Inactive: the sign-in is refused with the usual words, and nobody is signed in.
      await submitLogin(page, product, credentials);
      await expectAlertToast(page, 'Invalid username or password');
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      // The admin finds the account inactive in the User List and enables it.
      await storeSession(product, page, await apiSignIn(product, product.admin));
      await page.goto(`${product.siteUrl}/add_user`);
      const users = page.getByRole('table', { name: 'User List' });
      const row = users.getByRole('row').filter({ hasText: VISITOR.email });
      await row.waitFor(VISIBLE);
      await row.getByText('Inactive', { exact: true }).waitFor(VISIBLE);
      await row.getByRole('button', { name: `Enable ${VISITOR.name}` }).click();
      await row.getByRole('button', { name: `Disable ${VISITOR.name}` }).waitFor(VISIBLE);
      expect(await row.getByText('Inactive', { exact: true }).count()).toBe(0);
      // Signing out re-boots the shell at /login with a full navigation.
      const signedOut = waitForDocument(page, '/login');
      await page.getByRole('button', { name: 'Logout' }).click();
      await signedOut;
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      // Now the same e-mail and password sign in, to the dashboard.
      await signInThroughUi(page, product, credentials);
      expect(new URL(page.url()).pathname).toBe('/dashboard');
    });
  });
});
