import type { Page } from 'playwright-core';
import type { StartedProduct } from './start-product';

interface LoginAnswer {
  token: string;
  id: number;
  name: string;
}

/**
 * Signs in through the API and stores the session the way the site does (localStorage keys
 * token, id, name on the site's origin), for journeys that are not about the login screen.
 */
export async function storeAdminSession(product: StartedProduct, page: Page): Promise<void> {
  const response = await fetch(`${product.apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(product.admin),
  });
  if (!response.ok)
    throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as LoginAnswer;
  await page.goto(`${product.siteUrl}/config.json`);
  await page.evaluate((stored) => {
    localStorage.setItem('token', stored.token);
    localStorage.setItem('id', String(stored.id));
    localStorage.setItem('name', stored.name);
  }, session);
}

/** Ends the page's session on the server, outside the page, as an expiry or another device would. */
export async function endSessionOnServer(product: StartedProduct, page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('the page holds no session to end');
  const response = await fetch(`${product.apiUrl}/api/auth/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`logout: ${response.status} ${await response.text()}`);
  const check = await fetch(`${product.apiUrl}/api/auth/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (check.status !== 401) throw new Error(`the ended session still answers ${check.status}`);
}
