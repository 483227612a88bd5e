import { REMOTE_NAMES } from '../e2e/support/paths';
import { useProduct } from '../e2e/support/use-product';
import { FOREIGN_ORIGINS, missingSecurityHeaders } from './support/security-headers';

jest.setTimeout(120_000);

/** The static servers of the product as `npm start` runs them (needs the production builds). */
describe('security headers and CORS of the static servers', () => {
  const getProduct = useProduct();

  async function sampleUrls(): Promise<string[]> {
    const { siteUrl, remoteUrls } = getProduct();
    const html = await (await fetch(`${siteUrl}/`)).text();
    const hashed = /src="?\/?([^"\s>]+\.[0-9a-f]{8,}\.js)/.exec(html)?.[1];
    if (!hashed)
      throw new Error(`no content-hashed script in the host page:\n${html.slice(0, 500)}`);
    return [
      `${siteUrl}/`,
      `${siteUrl}/details/1`,
      `${siteUrl}/details/999999999`,
      `${siteUrl}/no-such-page`,
      `${siteUrl}/sitemap.xml`,
      `${siteUrl}/robots.txt`,
      `${siteUrl}/config.json`,
      `${siteUrl}/${hashed}`,
      `${siteUrl}/no-such-chunk.0123456789abcdef.js`,
      // What the host passes on from the remotes and the API under its origin (decision 099).
      `${siteUrl}/remotes/mfe_public/remoteEntry.js`,
      `${siteUrl}/remotes/mfe_public/missing.js`,
      `${siteUrl}/api/health`,
      // The public remote's server build, which the host's server loads (decision 088).
      `${remoteUrls.mfe_public}/server/remoteEntry.js`,
      ...REMOTE_NAMES.flatMap((name) => [
        `${remoteUrls[name]}/remoteEntry.js`,
        `${remoteUrls[name]}/missing.js`,
      ]),
    ];
  }

  it('puts a CSP without unsafe-eval that forbids framing, nosniff and a referrer policy on every answer', async () => {
    const problems: string[] = [];
    for (const url of await sampleUrls()) {
      const response = await fetch(url);
      await response.arrayBuffer();
      const headers = Object.fromEntries(response.headers.entries());
      const missing = missingSecurityHeaders(headers, { apiPolicy: false });
      if (missing.length > 0) problems.push(`${url} (${response.status}): ${missing.join('; ')}`);
    }
    expect(problems).toEqual([]);
  });

  it("lets only the site's origin read a remote's scripts, and no origin read the host's files", async () => {
    const { siteUrl, remoteUrls } = getProduct();
    const { port } = new URL(siteUrl);
    // Pages on the site's port that are not the site (PUBLIC_SITE_URL lists only siteUrl).
    const samePort = [`http://evil.example:${port}`, `http://localhost:${port}`];
    const granted: string[] = [];
    for (const name of REMOTE_NAMES) {
      const entry = `${remoteUrls[name]}/remoteEntry.js`;
      const fromSite = await fetch(entry, { headers: { origin: siteUrl } });
      expect(fromSite.headers.get('access-control-allow-origin')).toBe(siteUrl);
      for (const origin of [...FOREIGN_ORIGINS, ...samePort]) {
        const foreign = await fetch(entry, { headers: { origin } });
        if (foreign.headers.get('access-control-allow-origin'))
          granted.push(`${entry} to ${origin}`);
      }
    }
    for (const origin of [...FOREIGN_ORIGINS, siteUrl]) {
      const config = await fetch(`${siteUrl}/config.json`, { headers: { origin } });
      if (config.headers.get('access-control-allow-origin'))
        granted.push(`${siteUrl}/config.json to ${origin}`);
    }
    expect(granted).toEqual([]);
  });

  it("answers the API's preflight for the site and refuses it for any other origin", async () => {
    const { siteUrl, apiUrl } = getProduct();
    const preflight = (origin: string) =>
      fetch(`${apiUrl}/api/auth/login`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });

    expect((await preflight(siteUrl)).headers.get('access-control-allow-origin')).toBe(siteUrl);
    for (const origin of FOREIGN_ORIGINS) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
