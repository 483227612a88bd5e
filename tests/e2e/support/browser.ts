import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
  '--disable-gpu',
];

export interface TestBrowser {
  context: BrowserContext;
  /** A new tab whose every request (URL) is recorded in `requests`. */
  newPage(): Promise<RecordedPage>;
  close(): Promise<void>;
}

export interface RecordedPage {
  page: Page;
  /** Every URL the page requested, in order (documents, scripts, fetches, images...). */
  requests: string[];
  /** Uncaught page errors and console errors. */
  errors: string[];
}

/**
 * Headless Chromium (CHROME_PATH or /usr/bin/chromium) with a fresh, throwaway profile; `isPhone`
 * emulates a touch phone (touch events, mobile viewport, 2x pixels).
 */
export async function launchBrowser(
  options: { width?: number; height?: number; isPhone?: boolean } = {},
): Promise<TestBrowser> {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'property-site-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    ...(options.isPhone ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : {}),
  });
  // A persistent context opens with one blank tab; tests open their own.
  await Promise.all(context.pages().map((page) => page.close()));

  return {
    context,
    newPage: async () => {
      const page = await context.newPage();
      return recordPage(page);
    },
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/**
 * For a describe block: Chromium launched before its tests (after the product, when useProduct
 * was called first) and closed after them. Returns the running browser.
 */
export function useBrowser(options?: Parameters<typeof launchBrowser>[0]): () => TestBrowser {
  let browser: TestBrowser | null = null;
  beforeAll(async () => {
    browser = await launchBrowser(options);
  });
  afterAll(async () => {
    await browser?.close();
    browser = null;
  });
  return () => {
    if (!browser) throw new Error('the browser did not start (see the beforeAll error)');
    return browser;
  };
}

export function recordPage(page: Page): RecordedPage {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { page, requests, errors };
}

/** Saves a full-page screenshot as tests/e2e/artifacts/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Scrolls to the bottom one screen at a time and back to the top, so images that load lazily
 * below the fold are in a full-page screenshot as a visitor who scrolls would see them.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}
