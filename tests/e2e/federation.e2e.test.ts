import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from './support/browser';
import { REPO_ROOT } from './support/paths';
import {
  countReactRenderers,
  readLoadedSharedVersions,
  readReactRenderers,
} from './support/react-copies';
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
      requests.filter((url) => url.startsWith(`${product.remoteUrls[name]}/`));
    expect(fromRemote('mfe_public').length).toBeGreaterThan(0);
    expect(fromRemote('mfe_properties')).toEqual([]);
    expect(fromRemote('mfe_masters')).toEqual([]);
    expect(fromRemote('mfe_users')).toEqual([]);
    await page.close();
  });

  it('reads an opened property once, from the boot, and its page chunk once, from the preload', async () => {
    const { page: home } = await browser.newPage();
    await home.goto(`${product.siteUrl}/`);
    const link = home.getByRole('link', { name: 'View Details' }).first();
    await link.waitFor(VISIBLE);
    const href = await link.getAttribute('href');
    await home.close();
    expect(href).toMatch(/^\/details\/\d+$/);

    const { page, requests } = await browser.newPage();
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        // The live page's heading: the server's first screen (#first-screen) has one too.
        const headings = [...document.querySelectorAll('#root h1')];
        if (!headings.some((heading) => heading.textContent === 'Property Details')) return;
        Object.assign(window, { pageShownAt: performance.now() });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${product.siteUrl}${href}`);
    await waitForText(page, "I'm Interested");
    await page.waitForLoadState('networkidle');

    const read = `/api/property${href}`;
    expect(requests.filter((url) => url.endsWith(read))).toHaveLength(1);
    // Asked for before the remote's page had rendered, not by the page once it had.
    const [readStartedAt, pageShownAt] = await page.evaluate(
      (path) => [
        performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(path))
          ?.startTime,
        (window as unknown as { pageShownAt?: number }).pageShownAt,
      ],
      read,
    );
    expect(pageShownAt).toBeDefined();
    expect(readStartedAt).toBeLessThan(pageShownAt!);
    // The page's own chunk, preloaded by the host's page, downloaded once: the preload was used.
    const pageChunks = requests.filter((url) =>
      url.includes('__federation_expose_property_details'),
    );
    expect(pageChunks).toHaveLength(1);
    expect(await page.content()).toContain(
      `<link rel="preload" as="script" href="${pageChunks[0]}">`,
    );
    await page.close();
  });

  it('loads exactly one copy of React, shared by the host and the remotes', async () => {
    const { page, errors } = await browser.newPage();
    await countReactRenderers(page);

    await page.goto(`${product.siteUrl}/`);
    await page.getByRole('heading', { name: 'Popular Properties' }).waitFor(VISIBLE);
    await page.waitForLoadState('networkidle');

    expect(await readReactRenderers(page)).toHaveLength(1);
    expect(await readLoadedSharedVersions(page, 'react')).toHaveLength(1);
    expect(await readLoadedSharedVersions(page, 'react-dom')).toHaveLength(1);
    expect(errors.filter((error) => /invalid hook call/i.test(error))).toEqual([]);
    await page.close();
  });

  it("paints the home page's top from the HTML, and the live page takes its place without a shift", async () => {
    const { page } = await browser.newPage();
    try {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const response = await page.goto(`${product.siteUrl}/`);
      const served = (await response?.text()) ?? '';
      expect(served).toMatch(
        /<div id="first-screen"[^>]*>.*<h1[^>]*>Easiest way to find your dream home<\/h1>/s,
      );

      await page.getByRole('heading', { name: 'Popular Properties' }).waitFor(VISIBLE);

      expect(await page.locator('#first-screen').count()).toBe(0);
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([
        'Easiest way to find your dream home',
      ]);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
        [],
      );
    } finally {
      await page.close();
    }
  });

  it("paints a property's top from the HTML, and the live page takes its place with the property", async () => {
    const { page } = await browser.newPage();
    try {
      const [listed] = (await (
        await fetch(`${product.apiUrl}/api/property/properties?limit=1`)
      ).json()) as { id: number; project_name: string }[];
      await page.addInitScript(() => {
        const shifts: number[] = [];
        const handOver: { liveName?: string | null; spinners?: number } = {};
        Object.assign(window, { shifts, handOver });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
        // What the live page shows the moment the first screen goes.
        new MutationObserver((_, observer) => {
          if (!document.getElementById('root') || document.getElementById('first-screen')) return;
          handOver.liveName = document.querySelector('#root #details-name')?.textContent ?? null;
          handOver.spinners = document.querySelectorAll(
            '#root [aria-label="Loading property details"], #root [aria-label="Loading the page"]',
          ).length;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      // The host's server may need a page to have read the remote's first screen (at most 0.5 s).
      let served = '';
      for (let attempt = 0; !served.includes('id="first-screen"') && attempt < 20; attempt += 1) {
        const response = await page.goto(`${product.siteUrl}/details/${listed!.id}`);
        served = (await response?.text()) ?? '';
      }
      expect(served).toMatch(
        new RegExp(`<div id="first-screen"[^>]*>.*>${listed!.project_name}</h2>`, 's'),
      );

      await waitForText(page, "I'm Interested");

      expect(await page.locator('#first-screen').count()).toBe(0);
      expect(
        await page.evaluate(() => (window as unknown as { handOver: object }).handOver),
      ).toEqual({ liveName: listed!.project_name, spinners: 0 });
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
        [],
      );
    } finally {
      await page.close();
    }
  });

  it('keeps the shell working with a remote down, shows the fallback, and recovers on Retry', async () => {
    const { page } = await browser.newPage();
    await product.stopRemote('mfe_public');
    try {
      await page.goto(`${product.siteUrl}/`);
      const retry = page.getByRole('button', { name: 'Retry' });
      await waitForText(page, UNAVAILABLE);
      await retry.waitFor(VISIBLE);
      expect(await page.getByRole('navigation').first().isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      // A first screen the host still had from the remote does not cover the fallback.
      expect(await page.locator('#first-screen').count()).toBe(0);

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

  it('shows a redeployed remote after a reload, without rebuilding or restarting the host', async () => {
    const hostIndex = path.join(REPO_ROOT, 'host-shell', 'dist', 'index.html');
    const hostBuiltAt = statSync(hostIndex).mtimeMs;
    const outputPath = mkdtempSync(path.join(tmpdir(), 'mfe-public-redeploy-'));
    const { page } = await browser.newPage();
    try {
      await page.goto(`${product.siteUrl}/`);
      await page.getByRole('heading', { name: 'Popular Properties' }).waitFor(VISIBLE);

      await rebuildRemoteWithText('mfe_public', {
        from: 'Popular Properties',
        to: 'Properties Picked This Week',
        outputPath,
      });
      await product.stopRemote('mfe_public');
      await product.startRemote('mfe_public', { root: outputPath });
      await page.reload();

      await page.getByRole('heading', { name: 'Properties Picked This Week' }).waitFor(VISIBLE);
      expect(await page.getByRole('heading', { name: 'Popular Properties' }).count()).toBe(0);
      expect(statSync(hostIndex).mtimeMs).toBe(hostBuiltAt);
    } finally {
      await product.stopRemote('mfe_public').catch(() => undefined);
      await product.startRemote('mfe_public').catch(() => undefined);
      await page.close();
      rmSync(outputPath, { recursive: true, force: true });
    }
  }, 300_000);
});
