import type { Locator, Page } from 'playwright-core';
import { formatPriceInWords, type EnquiryRow, type PropertyListItem } from 'shared-api/contract';
import { useBrowser } from './support/browser';
import { VISIBLE } from './support/journey-ui';
import { apiSignIn } from './support/product-api';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const PHONE = { width: 390, height: 844, isPhone: true };
const VISITOR = { name: 'Rohan Deshpande', email: 'rohan.deshpande@example.in' };

/** Types into a field the way a phone does: a tap to focus it, then the keys one by one. */
async function tapAndType(scope: Page | Locator, label: string, text: string): Promise<void> {
  const field = scope.getByLabel(label, { exact: true });
  await field.tap();
  await field.pressSequentially(text);
}

/** A field's accessible description: the texts its aria-describedby names. */
function readDescription(field: Locator): Promise<string> {
  return field.evaluate((node) =>
    (node.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/**
 * A field's description once it contains `text` (the page writes it after the new address
 * renders), or what it says after 10 s.
 */
async function waitForDescription(field: Locator, text: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  let seen = await readDescription(field);
  while (!seen.includes(text) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await readDescription(field);
  }
  return seen;
}

describe('a visitor on a phone types numbers the way a phone shows them', () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser(PHONE);

  it('sends an enquiry with the mobile "+91 98220 55512", stored as 9822055512', async () => {
    const product = getProduct();
    const [property] = (await (
      await fetch(`${product.apiUrl}/api/property/properties?limit=1`)
    ).json()) as PropertyListItem[];
    if (!property) throw new Error('the demo data has no property');
    const { page } = await getBrowser().newPage();

    await page.goto(`${product.siteUrl}/details/${property.id}`);
    await page.getByRole('heading', { name: "I'm Interested" }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: "I'm Interested" });
    await form.waitFor(VISIBLE);
    await form.getByLabel('City', { exact: true }).locator('option').nth(1).waitFor({
      state: 'attached',
    });
    await form.getByLabel('Occupation', { exact: true }).selectOption({ index: 1 });
    await tapAndType(form, 'Name', VISITOR.name);
    await tapAndType(form, 'Mobile', '+91 98220 55512');
    await tapAndType(form, 'Email', VISITOR.email);
    await form.getByLabel('City', { exact: true }).selectOption({ index: 1 });
    await form.getByLabel('Suitable time to call', { exact: true }).selectOption({ index: 1 });
    await form.getByLabel('I agree to be contacted about this enquiry').tap();
    await form.getByRole('button', { name: 'Submit' }).tap();

    // The thank-you takes the form's place and the focus, and is on the phone's screen.
    const thanks = page.getByRole('heading', { name: 'Enquiry sent' });
    await thanks.waitFor(VISIBLE);
    await expect(thanks.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    const box = await thanks.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);

    // The lead as the staff read it: the mobile's ten digits, without +91 and spaces.
    const admin = await apiSignIn(product, product.admin);
    const leads = (await (
      await fetch(`${product.apiUrl}/api/enquiries?limit=50`, {
        headers: { Authorization: `Bearer ${admin.token}` },
      })
    ).json()) as EnquiryRow[];
    const lead = leads.find((row) => row.email === VISITOR.email);
    expect(lead).toMatchObject({ name: VISITOR.name, mobile: '9822055512' });
  });

  it('reads a budget of "80 lakh" as Rs. 80,00,000 and "78,50,000" as Rs. 78,50,000', async () => {
    const { page } = await getBrowser().newPage();
    await page.goto(`${getProduct().siteUrl}/`);
    const search = page.getByRole('search', { name: 'Search properties' });
    await search.waitFor(VISIBLE);
    await tapAndType(search, 'Budget from (Rs.)', '78,50,000');
    await tapAndType(search, 'Budget up to (Rs.)', '80 lakh');
    await search.getByRole('button', { name: 'Search', exact: true }).tap();

    await page.waitForURL((url) => url.searchParams.get('maxPrice') === '8000000');
    expect(new URL(page.url()).searchParams.get('minPrice')).toBe('7850000');
    // The page says what it understood, in each field's description.
    const upTo = search.getByLabel('Budget up to (Rs.)', { exact: true });
    await upTo.waitFor(VISIBLE);
    const upToRead = `Read as ${formatPriceInWords(8_000_000)}`;
    expect(await waitForDescription(upTo, upToRead)).toContain(upToRead);
    const from = search.getByLabel('Budget from (Rs.)', { exact: true });
    const fromRead = `Read as ${formatPriceInWords(7_850_000)}`;
    expect(await waitForDescription(from, fromRead)).toContain(fromRead);
  });
});
