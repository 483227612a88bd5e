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

/** The host's static server alone, as `npm run serve -w host-shell` runs it, on `port`. */
async function startHostServer(
  port: number,
  publicRemoteEntry: string,
  env: Record<string, string> = {},
) {
  const server = startProcess({
    name: 'host server',
    command: process.execPath,
    args: ['scripts/serve-static.mjs', 'host-shell/dist', '--port', String(port)],
    env: { ...process.env, HOST: '127.0.0.1', MFE_PUBLIC_URL: publicRemoteEntry, ...env },
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

  it("puts the home page's first screen in the page: the host's top bar and the remote's hero", async () => {
    const { siteUrl } = getProduct();
    const home = await (await fetch(`${siteUrl}/`)).text();
    const overlay = /<div id="first-screen"[^>]*>(.*?)<\/div><noscript>/s.exec(home)?.[1] ?? '';

    expect(overlay).toMatch(/<header[^>]*>.*<a [^>]*href="\/"[^>]*>Pune Prime Properties<\/a>/s);
    expect(overlay).toMatch(/<h1[^>]*>Easiest way to find your dream home<\/h1>/);
    expect(overlay).not.toContain('<script');
    // Its styles are in the head, before any of its markup: none of it is painted unstyled first.
    expect(overlay).not.toContain('<style');
    const head = home.slice(0, home.indexOf('</head>'));
    expect(head).toMatch(/<style data-first-screen>[^<]*body\{margin:0;/);
    // Its first paint waits for the whole of it and the splash under it (#root).
    expect(head).toContain('<link rel="expect" href="#root" blocking="render">');
    // The live site renders under it, in #root, which keeps the splash until then.
    expect(home).toMatch(/<\/noscript><div id="root"><div role="status"/);
    for (const other of ['/aboutus', '/details/999999999', '/dashboard']) {
      expect(await (await fetch(`${siteUrl}${other}`)).text()).not.toContain('first-screen');
    }
  });

  it("puts a property's first screen in its page, written by the public remote from the API", async () => {
    const { siteUrl, apiUrl, remoteUrls } = getProduct();
    const [listed] = (await (await fetch(`${apiUrl}/api/property/properties?limit=1`)).json()) as {
      id: number;
    }[];
    const property = (await (
      await fetch(`${apiUrl}/api/property/details/${listed!.id}`)
    ).json()) as { project_name: string; address: string };
    const overlayOf = async (pathname: string) => {
      const html = await (await fetch(`${siteUrl}${pathname}`)).text();
      return /<div id="first-screen"[^>]*>(.*?)<\/div><noscript>/s.exec(html)?.[1] ?? null;
    };
    // The first page that asks waits at most half a second for the remote: on a busy machine it
    // may go without, and the next ones have it.
    let overlay = await overlayOf(`/details/${listed!.id}`);
    for (let attempt = 0; overlay === null && attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      overlay = await overlayOf(`/details/${listed!.id}`);
    }

    expect(overlay).toMatch(/<header[^>]*>.*Pune Prime Properties<\/a>/s);
    expect(overlay).toMatch(/<h1[^>]*>Property Details<\/h1>/);
    expect(overlay).toContain(`>${property.project_name}</h2>`);
    expect(overlay).toContain(`<dd>${property.address}</dd>`);
    expect(overlay).not.toContain('<script');
    // The remote writes it per request; its server part is run, never served.
    const direct = await fetch(
      `${remoteUrls.mfe_public}/first-screen/property-details.html?property_id=${listed!.id}`,
    );
    expect(direct.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(direct.headers.get('cache-control')).toBe('no-cache');
    expect(await direct.text()).toContain(`>${property.project_name}</h2>`);
    for (const file of ['server/first-screens.cjs', 'first-screen/../server/first-screens.cjs']) {
      expect((await fetch(`${remoteUrls.mfe_public}/${file}`)).status).toBe(404);
    }
    const missing = `${remoteUrls.mfe_public}/first-screen/property-details.html?property_id=999999999`;
    expect((await fetch(missing)).status).toBe(404);
  });

  it("preloads an opened public page's own chunks from its remote, and never a staff page's", async () => {
    const { siteUrl, remoteUrls } = getProduct();
    const remoteScripts = async (pathname: string) => {
      const html = await (await fetch(`${siteUrl}${pathname}`)).text();
      return [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)]
        .map(([, url]) => url!)
        .filter((url) => !url.startsWith(siteUrl) && !url.endsWith('/remoteEntry.js'));
    };
    // The first page after a start may go without them while the remote's manifest downloads.
    await remoteScripts('/details/1');

    const details = await remoteScripts('/details/1');
    expect(details.some((url) => url.includes('__federation_expose_property_details'))).toBe(true);
    for (const url of details) {
      expect(url.startsWith(`${remoteUrls.mfe_public}/`)).toBe(true);
      expect((await fetch(url)).status).toBe(200);
    }
    expect(await remoteScripts('/details/1/')).toEqual(details);
    expect(await remoteScripts('/aboutus')).toEqual([
      expect.stringContaining('__federation_expose_about'),
    ]);
    for (const other of ['/dashboard', '/add_user', '/details/', '/details/1/photos']) {
      expect(await remoteScripts(other)).toEqual([]);
    }
  });

  it('names and reads only the configured addresses, whatever host a request names', async () => {
    const { siteUrl, remoteUrls } = getProduct();
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
    expect(html).toContain(
      `<link rel="preload" as="script" href="${remoteUrls.mfe_public}/remoteEntry.js">`,
    );
    expect(html).toContain('<div id="first-screen"');
  });

  it("serves the host's page without a first screen when the public remote does not answer", async () => {
    const { remoteUrls } = getProduct();
    const [hostPort, closedPort] = await findFreePorts(2);
    const pageOf = async (publicRemote: string) => {
      const host = await startHostServer(hostPort!, publicRemote);
      try {
        return await (await fetch(`http://127.0.0.1:${hostPort}/`)).text();
      } finally {
        await host.stop();
      }
    };

    const withRemote = await pageOf(`${remoteUrls.mfe_public}/remoteEntry.js`);
    const withoutRemote = await pageOf(`http://127.0.0.1:${closedPort}/remoteEntry.js`);

    expect(withRemote).toContain('<div id="first-screen"');
    expect(withoutRemote).not.toContain('first-screen');
    expect(withoutRemote).toMatch(/<div id="root"><div role="status"/);
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
    });
    try {
      const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();

      // In the splash, the first screen's top bar and the runtime config, never expanded.
      expect(html).toContain('<strong style="font-size:1.25rem">Sai $&amp; Sons $\' Co</strong>');
      expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Sai \$&amp; Sons \$' Co<\/a>/);
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

  it("revalidates each remote's entry on every load and lets only the site's origin read it", async () => {
    const { siteUrl, remoteUrls } = getProduct();
    const { port } = new URL(siteUrl);
    for (const remoteUrl of Object.values(remoteUrls)) {
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
      ...Object.values(remoteUrls).flatMap((remoteUrl) => [
        `${remoteUrl}/remoteEntry.js.map`,
        `${remoteUrl}/mf-stats.json`,
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
    // The host's server still reads each remote's manifest (preloads of a page's chunks).
    expect((await fetch(`${remoteUrls.mfe_public}/mf-manifest.json`)).status).toBe(200);
  });
});
