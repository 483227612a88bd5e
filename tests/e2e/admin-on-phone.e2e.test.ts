import type { Page } from 'playwright-core';
import { CALL_TIMES, ENQUIRY_OCCUPATIONS, type PropertyListItem } from 'shared-api/contract';
import {
  adminScreens,
  lastColumnsCutOff,
  openScreen,
  publicScreens,
  saveAdminShot,
  sidewaysOverflow,
  widestElements,
  type ScreenVisit,
} from './support/admin-screens';
import { launchBrowser } from './support/browser';
import { storeAdminSession } from './support/session';
import type { StartedProduct } from './support/start-product';
import { useProduct } from './support/use-product';

// Thirty-odd screens, each checked at ten widths, on a shared 2-core machine.
jest.setTimeout(360_000);

/** Phones (360, 390), a tablet (768) and desktops (1024, 1280): the widths. */
const WIDTHS = [360, 390, 768, 1024, 1280] as const;
/**
 * The browser's 200 % zoom halves the CSS viewport (360 → 180, 1280 → 640) and layout depends on
 * that CSS width alone (docs/decisions/091), so each width is also checked at its half.
 */
const ALL_WIDTHS = [...WIDTHS, ...WIDTHS.map((width) => width / 2)];
/** The widths whose screenshots are saved (and looked at). */
const SHOT_WIDTHS: readonly number[] = [360, 390, 768];
const ADMIN_BREAKPOINT = 700;

interface BarControl {
  role: 'button' | 'searchbox';
  name: string;
}

/** The top bar's controls that must be on screen: below 700 px the search hides behind an icon. */
function barControls(width: number): BarControl[] {
  return [
    ...(width < ADMIN_BREAKPOINT
      ? [
          { role: 'button', name: 'Menu' } as const,
          { role: 'button', name: 'Open search' } as const,
        ]
      : [{ role: 'searchbox', name: 'Search properties' } as const]),
    { role: 'button', name: 'Notifications' },
    { role: 'button', name: 'Logout' },
  ];
}

/** The controls of the top bar that lie outside it or outside the window. */
async function controlsOffScreen(page: Page, width: number): Promise<string[]> {
  const bar = page.getByRole('banner');
  const barBox = await bar.boundingBox();
  if (!barBox) return ['the top bar is not shown'];
  const off: string[] = [];
  for (const control of barControls(width)) {
    const box = await bar
      .getByRole(control.role, { name: control.name, exact: true })
      .boundingBox();
    const isInside =
      box !== null &&
      box.x >= 0 &&
      box.x + box.width <= width &&
      box.y >= barBox.y &&
      box.y + box.height <= barBox.y + barBox.height;
    if (!isInside) off.push(`${control.name} at ${JSON.stringify(box)}`);
  }
  return off;
}

async function firstProperty(product: StartedProduct): Promise<PropertyListItem> {
  const cards = (await (
    await fetch(`${product.apiUrl}/api/property/properties?limit=1`)
  ).json()) as PropertyListItem[];
  if (!cards[0]) throw new Error('the demo data has no property');
  return cards[0];
}

/** A visitor's enquiry, so the inbox has a card and the bell a count. */
async function sendEnquiry(product: StartedProduct, property: PropertyListItem): Promise<void> {
  const response = await fetch(`${product.apiUrl}/api/master_table/connect`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      occupation: ENQUIRY_OCCUPATIONS[0].value,
      name: 'Meera Kulkarni',
      mobile: '9876543210',
      email: 'meera.kulkarni@example.com',
      cities: 'Pune',
      time: CALL_TIMES[0].value,
      remark: 'Is the price negotiable? I would like a site visit on Sunday morning.',
      p_id: property.id,
      consent: true,
    }),
  });
  if (!response.ok) throw new Error(`enquiry refused: ${response.status} ${await response.text()}`);
}

/** Lets the page lay itself out at its new size (two frames: media queries, then React). */
function settle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Opens each screen once, at a phone's width, then narrows and widens the window through every
 * width (the layout follows the window as it does when a tablet turns); returns what does not
 * fit, and saves the screenshots.
 */
async function checkScreens(
  product: StartedProduct,
  options: { isSignedIn: boolean; screens: ScreenVisit[] },
): Promise<string[]> {
  const browser = await launchBrowser({ width: WIDTHS[0], height: 800 });
  const problems: string[] = [];
  try {
    const { page } = await browser.newPage();
    if (options.isSignedIn) await storeAdminSession(product, page);
    for (const screen of options.screens) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      try {
        await openScreen(page, product.siteUrl, screen);
      } catch (error) {
        // One broken screen is reported with the others instead of hiding them.
        problems.push(`${screen.path}: did not open (${String(error).split('\n')[0]})`);
        await saveAdminShot(page, `${screen.name}-failed`);
        continue;
      }
      for (const width of ALL_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await settle(page);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) {
          const widest = (await widestElements(page)).join(', ');
          problems.push(`${width}px ${screen.path}: ${overflow}px sideways (${widest})`);
        }
        if (options.isSignedIn) {
          const off = await controlsOffScreen(page, width);
          if (off.length > 0)
            problems.push(`${width}px ${screen.path}: off the bar ${off.join('; ')}`);
        }
        if (SHOT_WIDTHS.includes(width)) await saveAdminShot(page, `${width}-${screen.name}`);
      }
    }
  } finally {
    await browser.close();
  }
  return problems;
}

describe('the admin area on a phone and a tablet: nothing scrolls sideways', () => {
  const getProduct = useProduct();
  let property: PropertyListItem;

  beforeAll(async () => {
    property = await firstProperty(getProduct());
    await sendEnquiry(getProduct(), property);
  });

  it(`every admin screen fits at ${ALL_WIDTHS.join(', ')} px, its top bar's controls inside the bar`, async () => {
    const problems = await checkScreens(getProduct(), {
      isSignedIn: true,
      screens: adminScreens(property.id),
    });
    expect(problems).toEqual([]);
  });

  it('at a 1280 × 800 window every admin table shows its last column (Status, Delete) whole', async () => {
    const browser = await launchBrowser({ width: 1280, height: 800 });
    const problems: string[] = [];
    try {
      const { page } = await browser.newPage();
      await storeAdminSession(getProduct(), page);
      for (const screen of adminScreens(property.id)) {
        await openScreen(page, getProduct().siteUrl, screen);
        const tables = await page.getByRole('table').count();
        problems.push(...(await lastColumnsCutOff(page)).map((cut) => `${screen.path}: ${cut}`));
        if (tables > 0) await saveAdminShot(page, `1280-table-${screen.name}`);
      }
    } finally {
      await browser.close();
    }
    expect(problems).toEqual([]);
  });

  it(`the public pages still fit at ${ALL_WIDTHS.join(', ')} px`, async () => {
    const problems = await checkScreens(getProduct(), {
      isSignedIn: false,
      screens: publicScreens(property.id, property.project_name),
    });
    expect(problems).toEqual([]);
  });
});
