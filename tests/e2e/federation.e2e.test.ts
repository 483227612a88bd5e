import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from './support/browser';
import { REPO_ROOT } from './support/paths';
import { countReactRenderers, readReactRenderers } from './support/react-copies';
import { rebuildRemoteWithText } from './support/rebuild-remote';
import { storeAdminSession } from './support/session';
import type { StartedProduct } from './support/start-product';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const UNAVAILABLE = 'This section is temporarily unavailable';
const VISIBLE = { state: 'visible', timeout: 30_000 } as const;

/** Waits for an element whose whole text is `text` (a substring could match a hidden paragraph). */
async function waitForText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor(VISIBLE);
}

describe('Module Federation in the running product', () => {
  const getProduct = useProduct();
  let browser: TestBrowser;
  let product: StartedProduct;

  beforeAll(async () => {
    product = getProduct();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('never requests the staff or admin remotes while a visitor browses every public page', async () => {
    const { page, requests } = await browser.newPage();
    const site = product.siteUrl;

    await page.goto(`${site}/`);
    await page.getByRole('heading', { name: 'Popular Properties' }).waitFor(VISIBLE);
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await page.waitForURL(/\/details\/\d+$/);
    await waitForText(page, "I'm Interested");
    for (const [route, text] of [
      ['/aboutus', 'Special Thanks'],
      ['/home_loan', 'Affiliated Banks'],
      ['/contact', 'Get in Touch'],
      ['/post_req', 'PERSONAL INFORMATION'],
    ] as const) {
      await page.goto(`${site}${route}`);
      await waitForText(page, text);
    }
    await page.goto(`${site}/login`);
    await page.getByRole('button', { name: 'Log In Now' }).waitFor(VISIBLE);
    await page.waitForLoadState('networkidle');

    const fromRemote = (name: keyof StartedProduct['remoteUrls']) =>
      requests.filter((url) => url.startsWith(`${product.siteUrl}/remotes/${name}/`));
    expect(fromRemote('mfe_public').length).toBeGreaterThan(0);
    expect(fromRemote('mfe_properties')).toEqual([]);
    expect(fromRemote('mfe_masters')).toEqual([]);
    expect(fromRemote('mfe_users')).toEqual([]);
    await page.close();
  });

  it('hydrates an opened property from the HTML: the browser reads it not once more', async () => {
    const [listed] = (await (
      await fetch(`${product.apiUrl}/api/property/properties?limit=1`)
    ).json()) as { id: number; project_name: string }[];
    const { page, requests, errors } = await browser.newPage();
    await page.goto(`${product.siteUrl}/details/${listed!.id}`);
    await waitForText(page, "I'm Interested");
    await page.waitForLoadState('networkidle');

    expect(requests.filter((url) => url.includes('/api/property/details/'))).toEqual([]);
    expect(await page.locator('#details-name').textContent()).toBe(listed!.project_name);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads exactly one copy of React, shared by the host and the remotes', async () => {
    const { page, errors } = await browser.newPage();
    await countReactRenderers(page);

    await page.goto(`${product.siteUrl}/`);
    await page.getByRole('heading', { name: 'Popular Properties' }).waitFor(VISIBLE);
    await page.waitForLoadState('networkidle');

    expect(await readReactRenderers(page)).toHaveLength(1);
    expect(errors.filter((error) => /invalid hook call/i.test(error))).toEqual([]);
    await page.close();
  });

  it('keeps the shell working with a remote down, shows the fallback, and recovers on Retry', async () => {
    const { page } = await browser.newPage();
    await product.stopRemote('mfe_public');
    try {
      // The host's server answers with its shell and the fallback, 503, whatever page is asked:
      // once it has asked the remote again (each second) and its kept pages have expired.
      for (const route of ['/aboutus', '/details/1', '/contact', '/']) {
        let response = await fetch(`${product.siteUrl}${route}`);
        for (let attempt = 0; response.status !== 503 && attempt < 20; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          response = await fetch(`${product.siteUrl}${route}`);
        }
        expect([route, response.status]).toEqual([route, 503]);
        expect(await response.text()).toContain(UNAVAILABLE);
      }
      const response = await page.goto(`${product.siteUrl}/`);
      expect(response?.status()).toBe(503);
      const retry = page.getByRole('button', { name: 'Retry' });
      await waitForText(page, UNAVAILABLE);
      await retry.waitFor(VISIBLE);
      expect(await page.getByRole('navigation').first().isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

      await product.startRemote('mfe_public');
      await retry.click();

      await page.getByRole('heading', { name: 'Popular Properties' }).waitFor(VISIBLE);
      expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
    } finally {
      await product.startRemote('mfe_public').catch(() => undefined);
      await page.close();
    }
  });

  it('keeps the areas of the other remotes working while the public remote is down', async () => {
    const { page } = await browser.newPage();
    await product.stopRemote('mfe_public');
    try {
      await storeAdminSession(product, page);
      await page.goto(`${product.siteUrl}/dashboard`);
      await waitForText(page, 'Discover');
      await page.waitForLoadState('networkidle');

      expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
    } finally {
      await product.startRemote('mfe_public').catch(() => undefined);
      await page.close();
    }
  });

  it("shows a redeployed remote, in the server's HTML and the browser's code, without touching the host", async () => {
    const hostIndex = path.join(REPO_ROOT, 'host-shell', 'dist', 'index.html');
    const hostRenderer = path.join(REPO_ROOT, 'host-shell', 'dist', 'server', 'render.js');
    const hostBuiltAt = [statSync(hostIndex).mtimeMs, statSync(hostRenderer).mtimeMs];
    const served = async () => (await fetch(`${product.siteUrl}/`)).text();
    /** The home page's HTML once it holds `text`, or as it is after ten seconds. */
    const servedOnceWith = async (text: string) => {
      let html = await served();
      for (let attempt = 0; attempt < 20 && !html.includes(text); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        html = await served();
      }
      return html;
    };
    const outputPath = mkdtempSync(path.join(tmpdir(), 'mfe-public-redeploy-'));
    const { page } = await browser.newPage();
    try {
      // The host's server has seen the remote again since the tests before stopped it (it asks
      // each second, and keeps a page for PAGE_CACHE_SECONDS).
      expect(await servedOnceWith('>Popular Properties</h2>')).toContain(
        '>Popular Properties</h2>',
      );
      await page.goto(`${product.siteUrl}/`);
      await page.getByRole('heading', { name: 'Popular Properties' }).waitFor(VISIBLE);

      await rebuildRemoteWithText('mfe_public', {
        from: 'Popular Properties',
        to: 'Properties Picked This Week',
        outputPath,
      });
      await product.stopRemote('mfe_public');
      await product.startRemote('mfe_public', { root: outputPath });

      // The host's server checks the remote's build at most once a second.
      const html = await servedOnceWith('Properties Picked This Week');
      expect(html).toContain('>Properties Picked This Week</h2>');
      expect(html).not.toContain('Popular Properties');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.reload();

      await page.getByRole('heading', { name: 'Properties Picked This Week' }).waitFor(VISIBLE);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { name: 'Popular Properties' }).count()).toBe(0);
      // The new server HTML and the new browser code agree: hydration found nothing to mend.
      expect(errors).toEqual([]);
      expect([statSync(hostIndex).mtimeMs, statSync(hostRenderer).mtimeMs]).toEqual(hostBuiltAt);
    } finally {
      await product.stopRemote('mfe_public').catch(() => undefined);
      await product.startRemote('mfe_public').catch(() => undefined);
      await page.close();
      rmSync(outputPath, { recursive: true, force: true });
    }
  }, 300_000);
});
