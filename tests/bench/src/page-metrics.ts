import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { round } from './load';

/** A mid-range phone on a mobile network (Lighthouse's "slow 4G" figures) with a 4× slower CPU. */
export const MOBILE_PROFILE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1024 * 1024,
  uploadBitsPerSecond: 750 * 1024,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const;

const LOAD_TIMEOUT_MS = 90_000;

export interface ScriptFile {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  /** Bytes on the wire (compressed when the server compressed). */
  wireBytes: number;
  encoding: string | null;
}

export interface PageLoad {
  /**
   * Time to first byte of the page as the throttled browser waited for it: the document's response
   * headers as DevTools times them (CDP), emulated latency included; unthrottled, responseStart.
   */
  ttfbMs: number | null;
  /**
   * The navigation's responseStart. Under CDP throttling it leaves the emulated latency out (the
   * emulation delays the response after the network stack has timed it): the server's own time.
   */
  responseStartMs: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  requests: string[];
  scripts: ScriptFile[];
  images: { url: string; bytes: number }[];
}

async function describeResponse(
  response: Response,
): Promise<{ kind: string; file: ScriptFile } | null> {
  const kind = response.request().resourceType();
  if (kind !== 'script' && kind !== 'image') return null;
  if (response.status() < 200 || response.status() >= 300) return null;
  const body = await response.body().catch(() => null);
  if (!body) return null;
  const sizes = await response
    .request()
    .sizes()
    .catch(() => null);
  return {
    kind,
    file: {
      url: response.url(),
      rawBytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
      wireBytes: sizes?.responseBodySize ?? body.length,
      encoding: response.headers()['content-encoding'] ?? null,
    },
  };
}

/**
 * Loads `url` cold (a fresh context: empty cache and storage) on a phone-sized viewport with the
 * network and CPU throttled through CDP, waits until the network is quiet, and reads FCP and the
 * last LCP candidate from the page's own performance entries, and the document's TTFB.
 */
export async function measurePageLoad(
  browser: Browser,
  url: string,
  throttled: boolean,
): Promise<PageLoad> {
  const context = await browser.newContext({
    viewport: MOBILE_PROFILE.viewport,
    deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const requests: string[] = [];
    const pending: Promise<{ kind: string; file: ScriptFile } | null>[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('response', (response) => pending.push(describeResponse(response)));
    // Set from a CDP event (throttled loads only).
    const documentTiming: { ttfbMs: number | null } = { ttfbMs: null };
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      cdp.on('Network.responseReceived', (event) => {
        // The first document is the page itself (a map's frame comes later). receiveHeadersEnd,
        // not receiveHeadersStart: like responseStart, the latter is stamped before the emulated
        // latency is added (checked on Chromium 156: 21 ms against 153 ms at 150 ms RTT).
        const timing = event.response.timing;
        if (event.type !== 'Document' || documentTiming.ttfbMs !== null || !timing) return;
        documentTiming.ttfbMs = timing.receiveHeadersEnd;
      });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: MOBILE_PROFILE.latencyMs,
        downloadThroughput: MOBILE_PROFILE.downloadBitsPerSecond / 8,
        uploadThroughput: MOBILE_PROFILE.uploadBitsPerSecond / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
    }
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    const paints = await page.evaluate(
      () =>
        new Promise<{ ttfb: number | null; fcp: number | null; lcp: number | null }>((resolve) => {
          const [navigation] = performance.getEntriesByType('navigation');
          const ttfb =
            navigation instanceof PerformanceNavigationTiming ? navigation.responseStart : null;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          let lcp: number | null = null;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            lcp = entries[entries.length - 1]?.startTime ?? lcp;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          // Buffered entries arrive in a task after observe(); give them a moment.
          setTimeout(() => resolve({ ttfb, fcp, lcp }), 500);
        }),
    );
    const described = (await Promise.all(pending)).filter((item) => item !== null);
    const ttfb = documentTiming.ttfbMs ?? paints.ttfb;
    return {
      ttfbMs: ttfb === null ? null : round(ttfb, 0),
      responseStartMs: paints.ttfb === null ? null : round(paints.ttfb, 0),
      fcpMs: paints.fcp === null ? null : round(paints.fcp, 0),
      lcpMs: paints.lcp === null ? null : round(paints.lcp, 0),
      requests,
      scripts: described.filter((item) => item.kind === 'script').map((item) => item.file),
      images: described
        .filter((item) => item.kind === 'image')
        .map((item) => ({ url: item.file.url, bytes: item.file.rawBytes })),
    };
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}
