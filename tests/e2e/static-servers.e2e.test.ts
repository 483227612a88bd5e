import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isOkStatus, startProcess, waitForHttp } from '../../scripts/lib/processes.cjs';
import { findFreePorts } from './support/free-ports';
import { REPO_ROOT } from './support/paths';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The host's server alone, as `npm run serve -w host-shell` runs it, on `port`. */
async function startHostServer(
  port: number,
  publicRemoteEntry: string,
  env: Record<string, string> = {},
) {
  const server = startProcess({
    name: 'host server',
    command: process.execPath,
    args: ['--import', 'tsx', 'host-shell/src/server/http/main.ts'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      MFE_PUBLIC_URL: publicRemoteEntry,
      ...env,
    },
  });
  try {
    await waitForHttp(server, `http://127.0.0.1:${port}/config.json`, {
      timeoutMs: 30_000,
      isReady: isOkStatus,
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { stop: () => server.stop() };
}

/** Where the host serves a remote by default: under its own origin (decision 099). */
const PROXIED_PUBLIC_ENTRY = '/remotes/mfe_public/remoteEntry.js';

describe('the static servers of the started product', () => {
  const getProduct = useProduct();

  it('answers deep links with the shell page, never cached, under a policy of its own origin only', async () => {
    const { siteUrl } = getProduct();
    const response = await fetch(`${siteUrl}/details/1`);
    const csp = response.headers.get('content-security-policy') ?? '';

    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<div id="?root"?>/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("writes the runtime config into the host's page, and a public page's markup into #root", async () => {
    const { siteUrl } = getProduct();
    const page = await fetch(`${siteUrl}/aboutus`, { headers: { 'Accept-Encoding': 'gzip' } });
    const html = await page.text();
    const inline = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(
      html,
    );
    const served: unknown = await (await fetch(`${siteUrl}/config.json`)).json();

    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(inline?.[1] ?? 'null')).toEqual(served);
    expect(served).toMatchObject({ apiBaseUrl: '', remotes: { mfe_public: PROXIED_PUBLIC_ENTRY } });
    expect(html).not.toContain('rel="preconnect"');
    expect(html).toContain(`<link rel="preload" as="script" href="${PROXIED_PUBLIC_ENTRY}">`);
    expect(html).toMatch(/<div id="root"><a [^>]*href="#main-content"/);
    expect(html).toMatch(/<h1[^>]*>About Us<\/h1>/);
    expect(html).toContain('<script id="server-state" type="application/json">');
    // A staff page is the shell alone, rendered by the browser (which says it needs JavaScript).
    const staff = await (await fetch(`${siteUrl}/dashboard`)).text();
    expect(staff).toContain('<noscript><p>This page needs JavaScript.');
    expect(staff).toContain('<div id="root"></div>');
    expect(staff).not.toContain('server-state');
  });

  it("serves the public remote's server build to the host's server, and never the host's own", async () => {
    const { siteUrl, remoteUrls } = getProduct();
    const remoteServer = await fetch(`${remoteUrls.mfe_public}/server/remoteEntry.js`);
    expect(remoteServer.status).toBe(200);
    expect(await remoteServer.text()).toContain('mfe_public');
    for (const file of ['server/render.js', 'server/../server/render.js']) {
      expect((await fetch(`${siteUrl}/${file}`)).status).toBe(404);
    }
  });

  it('names and reads only the configured addresses, whatever host a request names', async () => {
    const { siteUrl } = getProduct();
    const { port } = new URL(siteUrl);
    // A Host header is the client's to write: the page must neither name that host to the
    // browser nor have the server fetch from it.
    const html = await new Promise<string>((resolve, reject) => {
      const request = http.get(
        `${siteUrl}/`,
        { headers: { host: `unreachable.invalid:${port}` } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve(body));
        },
      );
      request.on('error', reject);
    });

    const named = new Set([...html.matchAll(/https?:\/\/[^/"\s>]+/g)].map(([url]) => url));
    expect([...named].filter((url) => url.includes('unreachable.invalid'))).toEqual([]);
    expect(html).toContain(`<link rel="preload" as="script" href="${PROXIED_PUBLIC_ENTRY}">`);
    expect(html).toMatch(/<h1[^>]*>Easiest way to find your dream home<\/h1>/);
  });

  it("answers 503 with the shell and the fallback when the public remote's server does not answer", async () => {
    const { apiUrl, remoteUrls } = getProduct();
    const [hostPort, closedPort] = await findFreePorts(2);
    const pageOf = async (publicRemote: string) => {
      const host = await startHostServer(hostPort!, publicRemote, { API_PUBLIC_URL: apiUrl });
      try {
        const response = await fetch(`http://127.0.0.1:${hostPort}/`);
        return { status: response.status, html: await response.text() };
      } finally {
        await host.stop();
      }
    };

    const withRemote = await pageOf(`${remoteUrls.mfe_public}/remoteEntry.js`);
    const withoutRemote = await pageOf(`http://127.0.0.1:${closedPort}/remoteEntry.js`);

    expect(withRemote.status).toBe(200);
    expect(withRemote.html).toMatch(/<h1[^>]*>Easiest way to find your dream home<\/h1>/);
    expect(withoutRemote.status).toBe(503);
    expect(withoutRemote.html).toContain('This section is temporarily unavailable');
    expect(withoutRemote.html).toMatch(/<nav aria-label="Main"/);
  });

  it("writes the broker's details into the page as text, even with $ signs in them", async () => {
    const { remoteUrls } = getProduct();
    const [port] = await findFreePorts(1);
    const folder = mkdtempSync(path.join(tmpdir(), 'site-config-'));
    const siteConfig = path.join(folder, 'site.config.json');
    const site = JSON.parse(readFileSync(path.join(REPO_ROOT, 'site.config.json'), 'utf8')) as {
      brokerName: string;
    };
    writeFileSync(siteConfig, JSON.stringify({ ...site, brokerName: "Sai $& Sons $' Co" }));
    const host = await startHostServer(port!, `${remoteUrls.mfe_public}/remoteEntry.js`, {
      SITE_CONFIG: siteConfig,
      API_PUBLIC_URL: getProduct().apiUrl,
    });
    try {
      const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();

      // In the top bar, the title and the runtime config, never expanded.
      expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Sai \$&amp; Sons \$&#x27; Co<\/a>/);
      expect(html).toMatch(/<title>[^<]*Sai \$&amp; Sons \$(&#x27;|&#39;|') Co[^<]*<\/title>/);
      expect(html).toContain(`"brokerName":"Sai $& Sons $' Co"`);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
    } finally {
      await host.stop();
      rmSync(folder, { recursive: true, force: true });
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

  it("revalidates each remote's entry on every load, through the host too, and lets only the site's origin read it", async () => {
    const { siteUrl, remoteUrls } = getProduct();
    const { port } = new URL(siteUrl);
    for (const [name, remoteUrl] of Object.entries(remoteUrls)) {
      const proxied = await fetch(`${siteUrl}/remotes/${name}/remoteEntry.js`);
      expect(proxied.status).toBe(200);
      expect(proxied.headers.get('cache-control')).toBe('no-cache');
      expect(await proxied.text()).toContain(name);
      const fromSite = await fetch(`${remoteUrl}/remoteEntry.js`, { headers: { Origin: siteUrl } });
      for (const elsewhere of ['http://evil.example', `http://evil.example:${port}`]) {
        const fromElsewhere = await fetch(`${remoteUrl}/remoteEntry.js`, {
          headers: { Origin: elsewhere },
        });
        expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
      }

      expect(fromSite.status).toBe(200);
      expect(fromSite.headers.get('cache-control')).toBe('no-cache');
      expect(fromSite.headers.get('access-control-allow-origin')).toBe(siteUrl);
    }
  });

  it('serves no source map and no build statistics from any server', async () => {
    const { siteUrl, remoteUrls } = getProduct();
    const html = await (await fetch(`${siteUrl}/`)).text();
    const script = /src="?\/([^"\s>]+\.[0-9a-f]{8,}\.js)/.exec(html)?.[1];
    const urls = [
      `${siteUrl}/${script}.map`,
      `${siteUrl}/mf-stats.json`,
      ...Object.entries(remoteUrls).flatMap(([name, remoteUrl]) => [
        `${remoteUrl}/remoteEntry.js.map`,
        `${remoteUrl}/mf-stats.json`,
        `${siteUrl}/remotes/${name}/remoteEntry.js.map`,
        `${siteUrl}/remotes/${name}/mf-stats.json`,
      ]),
    ];
    const served: string[] = [];
    for (const url of urls) {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status !== 404) served.push(`${url}: ${response.status}`);
    }

    expect(script).toBeDefined();
    expect(served).toEqual([]);
    // The manifest stays published for tools (nothing of the product reads it: decision 076).
    expect((await fetch(`${remoteUrls.mfe_public}/mf-manifest.json`)).status).toBe(200);
  });
});
