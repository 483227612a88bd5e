import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the static servers of the started product', () => {
  const getProduct = useProduct();

  it('answers deep links with the shell page, never cached, under a strict security policy', async () => {
    const { siteUrl, apiUrl, remoteUrls } = getProduct();
    const response = await fetch(`${siteUrl}/details/1`);
    const csp = response.headers.get('content-security-policy') ?? '';

    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<div id="?root"?>/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(new RegExp(`script-src 'self'[^;]* ${remoteUrls.mfe_public}[ ;]`));
    expect(csp).toMatch(new RegExp(`connect-src 'self'[^;]* ${apiUrl}[ ;]`));
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('writes the runtime config into the shell page and preloads its startup scripts', async () => {
    const { siteUrl, apiUrl, remoteUrls } = getProduct();
    const page = await fetch(`${siteUrl}/aboutus`, { headers: { 'Accept-Encoding': 'gzip' } });
    const html = await page.text();
    const inline = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(
      html,
    );
    const served: unknown = await (await fetch(`${siteUrl}/config.json`)).json();

    expect(page.headers.get('content-encoding')).toBe('gzip');
    // Until the shell renders, the page shows the broker's name rather than a blank screen.
    expect(html).toMatch(/<div id="root"><div role="status"[^>]*><strong[^>]*>[^<]+<\/strong>/);
    expect(JSON.parse(inline?.[1] ?? 'null')).toEqual(served);
    expect(html).toContain(`<link rel="preconnect" href="${apiUrl}" crossorigin>`);
    expect(html).toContain(
      `<link rel="preload" as="script" href="${remoteUrls.mfe_public}/remoteEntry.js">`,
    );
    const preloads = [...html.matchAll(/<link rel=preload as=script href=\/([^ >]+)>/g)];
    expect(preloads.length).toBeGreaterThan(3);
    for (const [, file] of preloads) {
      expect((await fetch(`${siteUrl}/${file}`)).status).toBe(200);
    }
  });

  it('serves content-hashed scripts compressed and cached forever, and 404 for a missing file', async () => {
    const { siteUrl } = getProduct();
    const html = await (await fetch(`${siteUrl}/`)).text();
    const script = /src="?\/([^"\s>]+\.[0-9a-f]{8,}\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();

    const hashed = await fetch(`${siteUrl}/${script}`, { headers: { 'Accept-Encoding': 'br' } });
    const missing = await fetch(`${siteUrl}/no-such-chunk.0123456789abcdef.js`);

    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(hashed.headers.get('content-encoding')).toBe('br');
    expect(await hashed.text()).toContain('webpack');
    expect(missing.status).toBe(404);
  });

  it("revalidates each remote's entry on every load and lets only the site's origin read it", async () => {
    const { siteUrl, remoteUrls } = getProduct();
    for (const remoteUrl of Object.values(remoteUrls)) {
      const fromSite = await fetch(`${remoteUrl}/remoteEntry.js`, { headers: { Origin: siteUrl } });
      const fromElsewhere = await fetch(`${remoteUrl}/remoteEntry.js`, {
        headers: { Origin: 'http://evil.example' },
      });

      expect(fromSite.status).toBe(200);
      expect(fromSite.headers.get('cache-control')).toBe('no-cache');
      expect(fromSite.headers.get('access-control-allow-origin')).toBe(siteUrl);
      expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
