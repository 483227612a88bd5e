import type { Page } from 'playwright-core';
import { MASTERS } from 'shared-api/contract';
import { saveScreenshot } from './browser';

/** A screen to open: its path and part of the title it sets once rendered (usePageTitle). */
export interface ScreenVisit {
  name: string;
  path: string;
  title: string;
}

/** Every signed-in screen of the admin, each master list included. */
export function adminScreens(propertyId: number): ScreenVisit[] {
  return [
    { name: 'dashboard', path: '/dashboard', title: 'Dashboard' },
    { name: 'add-property', path: '/add_property', title: 'Add Property' },
    { name: 'edit-property', path: `/edit_form/${propertyId}`, title: 'Property Updation Form' },
    { name: 'property-table', path: '/table_detail', title: 'Property Listings' },
    { name: 'enquiries', path: '/enquiries', title: 'Enquiries' },
    { name: 'requirements', path: '/requirements', title: 'Requirements' },
    { name: 'users', path: '/add_user', title: 'Add New User' },
    { name: 'personal-data', path: '/personal_data', title: 'Personal data' },
    { name: 'activity', path: '/activity', title: 'Activity' },
    { name: 'messages', path: '/messages', title: 'Messages' },
    ...MASTERS.map((master) => ({
      name: `master-${master.key}`,
      path: master.route,
      title: `${master.label} list`,
    })),
  ];
}

/** The public pages a visitor opens (they fit already and must keep fitting). */
export function publicScreens(propertyId: number, projectName: string): ScreenVisit[] {
  return [
    { name: 'home', path: '/', title: 'Find your dream home' },
    { name: 'about', path: '/aboutus', title: 'About Us' },
    { name: 'home-loan', path: '/home_loan', title: 'Home Loan' },
    { name: 'contact', path: '/contact', title: 'Contact' },
    { name: 'post-requirement', path: '/post_req', title: 'Post Requirement' },
    { name: 'login', path: '/login', title: 'Login' },
    { name: 'details', path: `/details/${propertyId}`, title: projectName },
  ];
}

/** Opens a screen as a new document and waits for its own content (no spinner left). */
export async function openScreen(page: Page, siteUrl: string, screen: ScreenVisit): Promise<void> {
  await page.goto(`${siteUrl}${screen.path}`);
  await page.waitForFunction((title) => document.title.includes(title), screen.title, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"]')].some((node) =>
        /^Loading/i.test(node.getAttribute('aria-label') ?? ''),
      ),
    undefined,
    { timeout: 30_000 },
  );
}

/** How far the document is wider than the window, in CSS px (0 when nothing scrolls sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The elements wider than the window, named for a failure message. */
export async function widestElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const classes = [...element.classList].slice(0, 2).join('.');
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} right=${Math.round(box.right)}`;
      }),
  );
}

/** A full-page screenshot under tests/e2e/artifacts/admin-on-phone/. */
export function saveAdminShot(page: Page, name: string): Promise<string> {
  return saveScreenshot(page, `admin-on-phone/${name}`);
}

/**
 * Each shown table's last column that ends right of the window: its header, and the last cell of
 * its first row (boundingBox right beyond the window's width), named for a failure message.
 */
export async function lastColumnsCutOff(page: Page): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  const cut: string[] = [];
  for (const table of await page.getByRole('table').all()) {
    if (!(await table.isVisible())) continue;
    const name = (await table.locator('caption').textContent()) ?? 'a table';
    const edges = [
      ['header', table.locator('thead tr').first().locator('th').last()],
      ['first row', table.locator('tbody tr').first().locator('td').last()],
    ] as const;
    for (const [what, cell] of edges) {
      const box = await cell.boundingBox();
      if (!box) continue;
      const right = Math.round(box.x + box.width);
      if (right > width)
        cut.push(`${name}: last ${what} cell '${await cell.innerText()}' ends at ${right}`);
    }
  }
  return cut;
}
