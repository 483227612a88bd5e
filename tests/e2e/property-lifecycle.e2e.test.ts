import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import {
  GONE,
  VISIBLE,
  confirmDialog,
  expectStatusToast,
  signInThroughUi,
  waitForLoadedImage,
  withDiagnostics,
} from './support/journey-ui';
import { makeJpeg, makeMp4, makePdf, makePng } from './support/media-files';
import { apiSignIn, createAgent, readPropertyDetails } from './support/product-api';
import type { StartedProduct } from './support/start-product';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const PROJECT = 'Sahyadri Skyline Residency';
const MAP_EMBED =
  '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3783!2d73.7868!3d18.5590" ' +
  'width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>';

/** Fills every required field of the add form (and a few optional ones) with real files. */
async function fillNewProperty(page: Page): Promise<void> {
  const select = (label: string, option: string) =>
    page.getByLabel(label, { exact: true }).selectOption({ label: option });
  const type = (label: string, value: string) =>
    page.getByLabel(label, { exact: true }).fill(value);

  await type('Address', 'Survey No. 42, Baner Road, Pune');
  await select('City', 'Baner');
  await type('Project Name', PROJECT);
  await type('Price (Rs.)', '8500000');
  await page.getByText('Reads as Rs. 85,00,000').waitFor(VISIBLE);
  await select('Status', 'For Sale');

  await page.getByLabel('Image 1', { exact: true }).setInputFiles(await makeJpeg('front.jpg'));
  await page.getByLabel('Image 2', { exact: true }).setInputFiles(await makePng('garden.png'));
  await page.getByRole('img', { name: 'Preview of garden.png' }).waitFor(VISIBLE);
  await page.getByLabel('Video', { exact: true }).setInputFiles(makeMp4('walkthrough.mp4'));

  await select('Project Type', 'Residential');
  await select('Property Type', 'Apartment');
  await select('Ownership', 'Freehold');
  await select('Transaction', 'New Booking');
  await type('Project Area', '1150');
  await select('Unit', 'sqft');
  await type('Possession', '2027-06');
  await select('Possession Type', 'Under Construction');
  await type('Launch Year', '2025-01');
  await type('No. of Towers', '3');
  await type('No. of Units', '240');
  await type('Available Units', '60');
  await type('No. of Floors', '18');
  await select('OC', 'Yes');
  await select('CC', 'Yes');

  await select('Facing', 'East');
  await select('Flooring', 'Vitrified Tiles');
  await type('Overlooking', 'Hills');
  await select('Reserve Parking', 'Yes');
  await select('Water Source', 'Municipal Corporation');
  await select('Power Backup', 'Full');

  await page.getByRole('checkbox', { name: 'Lift', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Gymnasium', exact: true }).check();
  await page.getByRole('checkbox', { name: 'RERA Registration', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Commencement Certificate', exact: true }).check();
  await page
    .getByLabel('RERA Registration file', { exact: true })
    .setInputFiles(makePdf('rera.pdf', 'RERA P52100012345'));
  await page
    .getByLabel('Commencement Certificate file', { exact: true })
    .setInputFiles(await makeJpeg('cc-scan.jpg', { r: 240, g: 240, b: 230 }));

  await type('Metro / Railway (km)', '2.5');
  await type('Hospital (km)', '1.2');
  await type('Bus Stop (km)', '0.3');
  await type('School (km)', '0.8');
  // Pasted embed markup: the field keeps only the address of its src.
  await type('Google Map Link', MAP_EMBED);
  expect(await page.getByLabel('Google Map Link', { exact: true }).inputValue()).toMatch(
    /^https:\/\/www\.google\.com\/maps\/embed\?pb=/,
  );
}

async function openTable(page: Page): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Discover' });
  const detailedTable = sidebar.getByRole('link', { name: 'Detailed Table' });
  if (!(await detailedTable.isVisible())) {
    await sidebar.getByRole('button', { name: 'Add Project' }).click();
  }
  await detailedTable.click();
  await page.getByRole('heading', { name: 'Property Listings' }).waitFor(VISIBLE);
}

async function findPublicCard(page: Page, product: StartedProduct) {
  await page.goto(`${product.siteUrl}/`);
  await page.getByRole('heading', { name: 'Popular Properties' }).waitFor(VISIBLE);
  await page.getByRole('link', { name: 'View Details' }).first().waitFor(VISIBLE);
  return page.getByRole('article', { name: PROJECT });
}

describe('an agent manages a property from adding it to deleting it', () => {
  const getProduct = useProduct();
  const getBrowser = useBrowser();

  it('adds it with images, video and sanctions, sees it listed and public, edits it, deletes it', async () => {
    const product = getProduct();
    const agent = await createAgent(product, await apiSignIn(product, product.admin), 'anil_sales');
    const recorded = await getBrowser().newPage();
    const { page, errors } = recorded;
    await withDiagnostics(recorded, 'property-lifecycle', async () => {
      await signInThroughUi(page, product, agent);

      // Add: through the menu, every required field, real files.
      const sidebar = page.getByRole('navigation', { name: 'Discover' });
      await sidebar.getByRole('button', { name: 'Add Project' }).click();
      await sidebar.getByRole('link', { name: 'Add New Property' }).click();
      await page.getByRole('heading', { name: 'Add Property' }).waitFor(VISIBLE);
      await page.getByRole('option', { name: 'Baner' }).first().waitFor({ state: 'attached' });
      await fillNewProperty(page);
      const stored = page.waitForResponse((response) =>
        response.url().endsWith('/api/property/store'),
      );
      await page.getByRole('button', { name: 'Submit' }).click();
      expect((await stored).status()).toBe(201);
      await expectStatusToast(page, 'Property Details Saved Successfully');
      // The form starts again empty for the next property.
      expect(await page.getByLabel('Project Name', { exact: true }).inputValue()).toBe('');

      // Listed in the agent's table.
      await openTable(page);
      const table = page.getByRole('table', { name: 'Properties' });
      const row = table.getByRole('row').filter({ hasText: PROJECT });
      await row.waitFor(VISIBLE);
      expect(await row.getByRole('cell').nth(5).innerText()).toBe('Rs. 85,00,000');
      const editLink = row.getByRole('link', { name: /^Edit / });
      const editHref = (await editLink.getAttribute('href')) ?? '';
      const propertyId = Number(/\/edit_form\/(\d+)$/.exec(editHref)?.[1]);
      expect(propertyId).toBeGreaterThan(0);

      // Public: a card on the home page with its image, then the details page with both photos.
      const card = await findPublicCard(page, product);
      await card.waitFor(VISIBLE);
      expect(
        await waitForLoadedImage(page, card.getByRole('img', { name: PROJECT })),
      ).toBeGreaterThan(0);
      await card.getByRole('link', { name: 'View Details' }).click();
      await page.waitForURL(new RegExp(`/details/${propertyId}$`));
      const photos = page.getByRole('region', { name: `Photos of ${PROJECT}` });
      // Held still, so the photo asked for is the one shown; the slideshow may have moved on
      // before the pause, so back to the first photo.
      await photos.getByRole('button', { name: 'Pause slideshow' }).click();
      if ((await photos.getByText('Photo 2 of 2').count()) > 0) {
        await photos.getByRole('button', { name: 'Previous image' }).click();
      }
      const first = photos.getByRole('img', { name: `${PROJECT}, 1 of 2` });
      expect(await waitForLoadedImage(page, first)).toBeGreaterThan(0);
      await photos.getByRole('button', { name: 'Next image' }).click();
      const second = photos.getByRole('img', { name: `${PROJECT}, 2 of 2` });
      expect(await waitForLoadedImage(page, second)).toBeGreaterThan(0);
      await page.getByRole('link', { name: /RERA Registration/ }).waitFor(VISIBLE);
      await page.getByRole('link', { name: /Commencement Certificate/ }).waitFor(VISIBLE);
      expect(await page.getByText('Video not available').count()).toBe(0);

      // Edit: the price, then one of the two sanctions.
      await page.goto(`${product.siteUrl}/table_detail`);
      await table
        .getByRole('row')
        .filter({ hasText: PROJECT })
        .getByRole('link', { name: /^Edit / })
        .click();
      await page.getByRole('heading', { name: 'Property Updation Form' }).waitFor(VISIBLE);
      const price = page.getByLabel('Price (Rs.)', { exact: true });
      // The form is mounted only once the property is loaded, with its values in place.
      await price.waitFor(VISIBLE);
      expect(await page.getByLabel('Project Name', { exact: true }).inputValue()).toBe(PROJECT);
      expect(await price.inputValue()).toBe('8500000');
      await price.fill('9200000');
      await page.getByRole('button', { name: 'Update' }).click();
      await expectStatusToast(page, 'Property updated successfully!');
      const deleteSanction = page.getByRole('button', { name: 'Delete Commencement Certificate' });
      await deleteSanction.click();
      await confirmDialog(
        page,
        'Are you sure you want to delete the sanction Commencement Certificate from this property?',
      );
      await expectStatusToast(page, 'Sanction deleted successfully!');
      await deleteSanction.waitFor(GONE);
      const afterEdit = await readPropertyDetails(product, propertyId);
      expect(afterEdit.body).toMatchObject({ price: 9_200_000, sanctions: 'RERA Registration' });

      // Delete: confirmed, gone from the table and from the public list.
      await openTable(page);
      const editedRow = table.getByRole('row').filter({ hasText: PROJECT });
      expect(await editedRow.getByRole('cell').nth(5).innerText()).toBe('Rs. 92,00,000');
      await editedRow.getByRole('button', { name: /^Delete / }).click();
      await confirmDialog(page, 'Are you sure you want to delete this property?');
      await expectStatusToast(page, 'Property deleted successfully');
      await editedRow.waitFor(GONE);
      expect(await (await findPublicCard(page, product)).count()).toBe(0);
      expect((await readPropertyDetails(product, propertyId)).status).toBe(404);
      expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
    });
  });
});
