import type { Locator, Page } from 'playwright-core';
import { saveScreenshot, type RecordedPage } from './browser';
import type { ApiSession, Credentials } from './product-api';
import type { StartedProduct } from './start-product';

/** How long a journey waits for something to show on this busy machine. */
export const VISIBLE = { state: 'visible', timeout: 30_000 } as const;
export const GONE = { state: 'detached', timeout: 30_000 } as const;

/**
 * Stores a session the way the site does after a sign-in (localStorage token, id, name on the
 * site's origin); the next full navigation boots the shell as that user.
 */
export async function storeSession(
  product: StartedProduct,
  page: Page,
  session: ApiSession,
): Promise<void> {
  await page.goto(`${product.siteUrl}/config.json`);
  await page.evaluate((stored) => {
    localStorage.setItem('token', stored.token);
    localStorage.setItem('id', String(stored.id));
    localStorage.setItem('name', stored.name);
  }, session);
}

/** Fills the login screen and submits it (the caller checks where it leads). */
export async function submitLogin(page: Page, product: StartedProduct, credentials: Credentials) {
  await page.goto(`${product.siteUrl}/login`);
  await page.getByLabel('User name / Email').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Log In Now' }).click();
}

/**
 * Resolves when the browser has loaded `pathname` as a new document (a full navigation), which a
 * same-document route change to that path does not fulfil.
 */
export async function waitForDocument(page: Page, pathname: string): Promise<void> {
  // The load event of a new document, not a response: a response comes before the old document
  // is replaced, and the old one has long been loaded.
  await page.waitForEvent('load', {
    predicate: () => new URL(page.url()).pathname === pathname,
    timeout: 30_000,
  });
}

/** Signs in on the login screen and waits for the dashboard that greets the user. */
export async function signInThroughUi(
  page: Page,
  product: StartedProduct,
  credentials: Credentials & { name: string },
): Promise<void> {
  // After a sign-in the shell re-boots with a full navigation (docs/decisions/081).
  const dashboard = waitForDocument(page, '/dashboard');
  // Awaited below; this keeps a failed login from also reporting an unhandled rejection.
  dashboard.catch(() => undefined);
  await submitLogin(page, product, credentials);
  await dashboard;
  await page.getByRole('heading', { name: `Welcome, ${credentials.name}` }).waitFor(VISIBLE);
}

/** The in-page notifications (toasts) of shared-ui. */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

/** Waits for a success or info notification with exactly this text. */
export async function expectStatusToast(page: Page, text: string): Promise<void> {
  await toasts(page).getByRole('status').getByText(text, { exact: true }).waitFor(VISIBLE);
}

/** Waits for an error notification with exactly this text. */
export async function expectAlertToast(page: Page, text: string): Promise<void> {
  await toasts(page).getByRole('alert').getByText(text, { exact: true }).waitFor(VISIBLE);
}

/** Closes every notification on screen, so the next one with the same words is a new one. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = toasts(page).getByRole('button', { name: 'Dismiss notification' });
  while ((await close.count()) > 0) await close.first().click();
}

/** Answers the in-page confirmation dialog that asks exactly `question`. */
export async function confirmDialog(page: Page, question: string, answer = 'Delete') {
  const dialog = page.getByRole('alertdialog', { name: question });
  await dialog.waitFor(VISIBLE);
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor(GONE);
}

/** Waits until an <img> has really loaded pixels (naturalWidth > 0), and returns that width. */
export async function waitForLoadedImage(page: Page, image: Locator): Promise<number> {
  await image.waitFor(VISIBLE);
  await image.scrollIntoViewIfNeeded();
  const handle = await image.elementHandle();
  if (!handle) throw new Error('the image left the page');
  await page.waitForFunction(
    (element) =>
      element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
    handle,
    { timeout: 30_000 },
  );
  return handle.evaluate((element) => (element as HTMLImageElement).naturalWidth);
}

/** The text of each body row's first cell (the serial number columns). */
export async function readFirstColumn(table: Locator): Promise<string[]> {
  const cells = table.locator('tbody tr').locator('td:first-child');
  return (await cells.allInnerTexts()).map((text) => text.trim());
}

/** Every API answer of 400 and above the page received, as 'STATUS METHOD URL'. */
export function recordRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) {
      refusals.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  return refusals;
}

/**
 * Runs a journey; when it fails, saves a screenshot (tests/e2e/artifacts/<name>.png) and adds the
 * page's address, its refused requests and its errors to the failure, so a red run says why.
 */
export async function withDiagnostics(
  recorded: RecordedPage,
  name: string,
  journey: () => Promise<void>,
): Promise<void> {
  const refusals = recordRefusals(recorded.page);
  try {
    await journey();
  } catch (error) {
    const screenshot = await saveScreenshot(recorded.page, name).catch(() => 'none');
    const details = [
      `page: ${recorded.page.url()}`,
      `screenshot: ${screenshot}`,
      `refused requests:\n  ${refusals.join('\n  ') || 'none'}`,
      `page errors:\n  ${recorded.errors.join('\n  ') || 'none'}`,
    ].join('\n');
    if (error instanceof Error) {
      error.message = `${error.message}\n--- ${name} ---\n${details}`;
      throw error;
    }
    throw new Error(`${String(error)}\n${details}`);
  }
}
