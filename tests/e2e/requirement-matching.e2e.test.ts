import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { VISIBLE, expectStatusToast, signInThroughUi, withDiagnostics } from './support/journey-ui';
import { makeJpeg, makeMp4, makePdf, makePng } from './support/media-files';
import { apiSignIn } from './support/product-api';
import { registerWithRequirement, type RequirementVisitor } from './support/requirement-form';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const PROJECT = 'Baner Nest Residency';
// A budget narrow enough that no demo listing falls in it: the match found is the one added here.
const BUDGET = { from: '6100000', to: '6130000' };
const PRICE = '6120000';
const VISITOR: RequirementVisitor = {
  name: 'Priya Deshpande',
  mobile: '9890044556',
  email: 'priya.deshpande@example.in',
  password: 'Priya-2026!',
  city: 'Baner',
  occupation: 'Engineer',
  // Wanting to buy a 2 BHK in Baner within the budget.
  requirement: {
    purpose: 'Buy',
    propertyTypes: [],
    bhk: ['2 BHK'],
    budgetFrom: BUDGET.from,
    budgetTo: BUDGET.to,
    budgetToInWords: 'Rs. 61.3 lakh',
    cities: ['Baner'],
  },
};

/** Fills every required field of the add form: a 2 BHK in Baner priced within the budget. */
async function fillFittingProperty(page: Page): Promise<void> {
  const select = (label: string, option: string) =>
    page.getByLabel(label, { exact: true }).selectOption({ label: option });
  const type = (label: string, value: string) =>
    page.getByLabel(label, { exact: true }).fill(value);

  await type('Address', 'Survey No. 7, Baner Pashan Link Road, Pune');
  await select('City', 'Baner');
  await type('Project Name', PROJECT);
  await type('Price (Rs.)', PRICE);
  await select('Status', 'For Sale');
  await page.getByLabel('Image 1', { exact: true }).setInputFiles(await makeJpeg('front.jpg'));
  await page.getByLabel('Image 2', { exact: true }).setInputFiles(await makePng('hall.png'));
  await page.getByLabel('Video', { exact: true }).setInputFiles(makeMp4('tour.mp4'));

  await select('Project Type', 'Residential');
  await select('Property Type', 'Apartment');
  await select('Ownership', 'Freehold');
  await select('Transaction', 'New Booking');
  await type('Project Area', '980');
  await select('Unit', 'sqft');
  await select('Bedrooms (BHK)', '2 BHK');
  await type('Carpet Area (sq.ft.)', '720');
  await type('Possession', '2026-01');
  await select('Possession Type', 'Ready to Move');
  await type('Launch Year', '2023-04');
  await type('No. of Towers', '2');
  await type('No. of Units', '120');
  await type('Available Units', '14');
  await type('No. of Floors', '12');
  await select('OC', 'Yes');
  await select('CC', 'Yes');

  await select('Facing', 'East');
  await select('Flooring', 'Vitrified Tiles');
  await type('Overlooking', 'Garden');
  await select('Reserve Parking', 'Yes');
  await select('Water Source', 'Municipal Corporation');
  await select('Power Backup', 'Full');
  await page.getByRole('checkbox', { name: 'Lift', exact: true }).check();
  await page.getByRole('checkbox', { name: 'RERA Registration', exact: true }).check();
  await page
    .getByLabel('RERA Registration file', { exact: true })
    .setInputFiles(makePdf('rera.pdf', 'RERA P52100054321'));

  await type('Metro / Railway (km)', '3');
  await type('Hospital (km)', '1.5');
  await type('Bus Stop (km)', '0.4');
  await type('School (km)', '0.9');
  await type('Google Map Link', 'https://www.google.com/maps/embed?pb=!1m18!1m12!1d3783');
}

describe("a buyer's stated requirement meets the listing that fits it", () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser();

  it('a visitor registers a 2 BHK requirement, the admin adds a fitting listing and sees the match', async () => {
    const product = getProduct();
    const admin = await apiSignIn(product, product.admin);
    const recorded = await getBrowser().newPage();
    const { page } = recorded;
    await withDiagnostics(recorded, 'requirement-matching', async () => {
      await registerWithRequirement(page, product.siteUrl, VISITOR);

      // The admin signs in and adds a listing that fits, through the add form.
      await signInThroughUi(page, product, { ...product.admin, name: admin.name });
      await page.goto(`${product.siteUrl}/add_property`);
      await page.getByRole('heading', { name: 'Add Property' }).waitFor(VISIBLE);
      await page.getByRole('option', { name: 'Baner' }).first().waitFor({ state: 'attached' });
      await fillFittingProperty(page);
      const stored = page.waitForResponse((response) =>
        response.url().endsWith('/api/property/store'),
      );
      await page.getByRole('button', { name: 'Submit' }).click();
      expect((await stored).status()).toBe(201);
      await expectStatusToast(page, 'Property Details Saved Successfully');

      // Requirements, from the menu: the visitor's requirement, in words, with its match.
      await page
        .getByRole('navigation', { name: 'Discover' })
        .getByRole('link', { name: 'Requirements', exact: true })
        .click();
      await page.getByRole('heading', { name: 'Requirements', level: 1 }).waitFor(VISIBLE);
      const table = page.getByRole('table', { name: 'Requirements, newest first' });
      const row = table.getByRole('row').filter({ hasText: VISITOR.name });
      await row.waitFor(VISIBLE);
      const rowText = await row.innerText();
      for (const part of [VISITOR.mobile, 'Buy', '2 BHK', 'Rs. 61 lakh – Rs. 61.3 lakh', 'Baner']) {
        expect(rowText).toContain(part);
      }
      await row
        .getByRole('button', { name: new RegExp(`^\\d+ match(es)? for ${VISITOR.name}$`) })
        .click();
      const panel = page.getByRole('region', { name: `Matches for ${VISITOR.name}` });
      await panel.waitFor(VISIBLE);
      const match = panel.getByRole('listitem').filter({ hasText: PROJECT });
      await match.waitFor(VISIBLE);
      const matchText = await match.innerText();
      expect(matchText).toContain('Rs. 61.2 lakh · 2 BHK · Baner');
      expect(matchText).toContain('Fits');

      // The listing's edit page names the one requirement it matches.
      await match.getByRole('link', { name: `Edit ${PROJECT}` }).click();
      await page.getByRole('heading', { name: 'Property Updation Form' }).waitFor(VISIBLE);
      const matching = page.getByRole('region', { name: 'Matching requirements: 1' });
      await matching.waitFor(VISIBLE);
      await matching.getByText(VISITOR.name, { exact: true }).waitFor(VISIBLE);
      expect(await matching.getByRole('link', { name: VISITOR.mobile }).getAttribute('href')).toBe(
        `tel:${VISITOR.mobile}`,
      );

      // And leads back to that requirement, its matches open.
      await matching.getByRole('link', { name: `Open the requirement of ${VISITOR.name}` }).click();
      await page
        .getByRole('region', { name: `Matches for ${VISITOR.name}` })
        .getByRole('link', { name: PROJECT, exact: true })
        .waitFor(VISIBLE);
    });
  });
});
