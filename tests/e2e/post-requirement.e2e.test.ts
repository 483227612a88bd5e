// The post requirement page's REQUIREMENT section (decision 089): rendered on the server with its
// lists, and a visitor's requirement stored with their registration.
import type { RequirementRow } from 'shared-api/contract';
import { useBrowser } from './support/browser';
import { withDiagnostics } from './support/journey-ui';
import { apiSignIn } from './support/product-api';
import { registerWithRequirement, type RequirementVisitor } from './support/requirement-form';
import { fetchPage } from './support/server-html';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const VISITOR: RequirementVisitor = {
  name: 'Meera Joshi',
  mobile: '9890077881',
  email: 'meera.joshi@example.in',
  password: 'Meera-2026!',
  city: 'Wakad',
  occupation: 'Doctor',
  requirement: {
    purpose: 'Buy',
    propertyTypes: ['Apartment'],
    bhk: ['2 BHK'],
    budgetFrom: '5500000',
    budgetTo: '9000000',
    budgetToInWords: 'Rs. 90 lakh',
    cities: ['Wakad'],
  },
};

describe('the REQUIREMENT section of Post Requirement', () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser();

  it('is in the server-rendered page with the property types and cities to choose from', async () => {
    const { status, html } = await fetchPage(getProduct(), '/post_req');
    expect(status).toBe(200);
    expect(html).toMatch(/>REQUIREMENT<\/h2>/);
    for (const label of ['Apartment', 'Villa', '1 RK', '2 BHK', 'Baner', 'Ready to move']) {
      expect(html).toMatch(new RegExp(`type="(checkbox|radio)"[^>]*/?>${label}<`));
    }
  });

  it('stores a 2 BHK requirement in a budget with the registration', async () => {
    const product = getProduct();
    const recorded = await getBrowser().newPage();
    const { page, errors } = recorded;
    await withDiagnostics(recorded, 'post-requirement', async () => {
      await registerWithRequirement(page, product.siteUrl, VISITOR);
      expect(errors).toEqual([]);
    });

    const admin = await apiSignIn(product, product.admin);
    const response = await fetch(
      `${product.apiUrl}/api/requirements?q=${encodeURIComponent(VISITOR.email)}`,
      { headers: { Authorization: `Bearer ${admin.token}` } },
    );
    expect(response.status).toBe(200);
    const rows = (await response.json()) as RequirementRow[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'open',
      purpose: 'buy',
      property_types: [{ name: 'Apartment' }],
      bedrooms: [2],
      budget_from: 5_500_000,
      budget_to: 9_000_000,
      cities: [{ name: 'Wakad' }],
      possession: 'any',
      name: VISITOR.name,
      email: VISITOR.email,
    });
  });
});
