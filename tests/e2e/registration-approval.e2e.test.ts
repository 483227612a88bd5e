import { useBrowser } from './support/browser';
import {
  VISIBLE,
  expectAlertToast,
  expectStatusToast,
  storeSession,
  submitLogin,
  waitForDocument,
  withDiagnostics,
} from './support/journey-ui';
import { apiSignIn } from './support/product-api';
import { registerWithRequirement, type RequirementVisitor } from './support/requirement-form';
import type { StartedProduct } from './support/start-product';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

// A buyer whose requirement is wide enough to match the demo listings (any type, 2 BHK, Kothrud).
const VISITOR: RequirementVisitor = {
  name: 'Sanjay Kulkarni',
  mobile: '9890011223',
  email: 'sanjay.kulkarni@example.in',
  password: 'Sanjay-2026!',
  city: 'Kothrud',
  occupation: 'Engineer',
  requirement: {
    purpose: 'Buy',
    propertyTypes: [],
    bhk: ['2 BHK'],
    budgetFrom: '1000000',
    budgetTo: '500000000',
    budgetToInWords: 'Rs. 50 crore',
    cities: [],
  },
};
const credentials = { username: VISITOR.email, password: VISITOR.password, name: VISITOR.name };
const STAFF_REMOTES = ['mfe_properties', 'mfe_masters', 'mfe_users'] as const;

const staffRemoteRequests = (requests: readonly string[], product: StartedProduct) =>
  requests.filter((url) =>
    STAFF_REMOTES.some((name) => url.startsWith(`${product.siteUrl}/remotes/${name}/`)),
  );

describe('a self-registered account is a buyer, approved by the admin (decision 094)', () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser();

  it('cannot sign in until enabled, then lands on My requirement and never reaches a staff screen, remote or call', async () => {
    const product = getProduct();
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    await withDiagnostics(recorded, 'registration-approval', async () => {
      // A visitor registers on Post Requirement, with what they are looking for.
      await registerWithRequirement(page, product.siteUrl, VISITOR);
      expect(await page.getByLabel('Full Name', { exact: true }).inputValue()).toBe('');

      // Inactive: the sign-in is refused with the usual words, and nobody is signed in.
      await submitLogin(page, product, credentials);
      await expectAlertToast(page, 'Invalid username or password');
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      // The admin's dashboard speaks of a buyer awaiting approval, and leads to the User List.
      await storeSession(product, page, await apiSignIn(product, product.admin));
      await page.goto(`${product.siteUrl}/dashboard`);
      await page.getByRole('link', { name: /^\d+ buyers? awaiting approval$/ }).click();
      await page.waitForURL(/\/add_user$/);
      const users = page.getByRole('table', { name: 'User List' });
      const row = users.getByRole('row').filter({ hasText: VISITOR.email });
      await row.waitFor(VISIBLE);
      await row.getByText('Inactive', { exact: true }).waitFor(VISIBLE);
      await row.getByRole('button', { name: `Enable ${VISITOR.name}` }).click();
      await row.getByRole('button', { name: `Disable ${VISITOR.name}` }).waitFor(VISIBLE);
      const signedOut = waitForDocument(page, '/login');
      await page.getByRole('button', { name: 'Logout' }).click();
      await signedOut;

      // Enabled, the buyer signs in to their own page, not to the dashboard.
      const fromHere = recorded.requests.length;
      const mine = waitForDocument(page, '/my_requirement');
      mine.catch(() => undefined);
      await submitLogin(page, product, credentials);
      await mine;
      await page.getByRole('heading', { name: 'My requirement', level: 1 }).waitFor(VISIBLE);
      const requirement = page.getByRole('region', { name: 'Your requirement' });
      await requirement.getByText('2 BHK', { exact: true }).waitFor(VISIBLE);
      await requirement.getByRole('heading', { name: /^Matching listings \(\d+\)$/ }).waitFor();
      await requirement.getByRole('link').first().waitFor(VISIBLE);
      // No marketing consent was given at registration: alerts are off until asked for.
      await page.getByRole('button', { name: 'Send me new-listing alerts' }).click();
      await expectStatusToast(page, 'Your alert preferences are saved');
      await page.getByRole('button', { name: 'Unsubscribe from alerts' }).click();
      await page
        .getByText('You are unsubscribed: no new-listing alerts are sent to you.')
        .waitFor(VISIBLE);

      // A staff address typed in leads back to My requirement.
      for (const path of ['/dashboard', '/add_property', '/add_user', '/status']) {
        await page.goto(`${product.siteUrl}${path}`);
        await page.waitForURL(/\/my_requirement$/);
        await page.getByRole('heading', { name: 'My requirement', level: 1 }).waitFor(VISIBLE);
      }
      await page.waitForLoadState('networkidle');
      expect(staffRemoteRequests(recorded.requests.slice(fromHere), product)).toEqual([]);

      // The API refuses the buyer's token every staff call.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      for (const path of ['/api/dashboard/summary', '/api/enquiries', '/api/requirements']) {
        const response = await fetch(`${product.apiUrl}${path}`, {
          headers: { authorization: `Bearer ${token ?? ''}` },
        });
        expect(response.status).toBe(403);
      }
    });
  });
});
