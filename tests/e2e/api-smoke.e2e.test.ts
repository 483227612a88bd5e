import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

describe('the API of the started product', () => {
  const getProduct = useProduct();

  it('lists the demo properties to anyone', async () => {
    const product = getProduct();
    const response = await fetch(`${product.apiUrl}/api/property/properties`);

    expect(response.status).toBe(200);
    const properties = (await response.json()) as unknown[];
    expect(Array.isArray(properties)).toBe(true);
    expect(properties.length).toBeGreaterThan(0);
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(properties.length);
  });

  it('refuses the user list without a token (401)', async () => {
    const product = getProduct();
    const response = await fetch(`${product.apiUrl}/api/master_table/get_users`);

    expect(response.status).toBe(401);
  });

  it('lets the site call it from the browser (CORS for the site origin only)', async () => {
    const product = getProduct();
    const fromSite = await fetch(`${product.apiUrl}/api/property/properties`, {
      headers: { Origin: product.siteUrl },
    });
    const fromElsewhere = await fetch(`${product.apiUrl}/api/property/properties`, {
      headers: { Origin: 'http://evil.example' },
    });

    expect(fromSite.headers.get('access-control-allow-origin')).toBe(product.siteUrl);
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves /config.json from the site pointing at the API and the remotes on its own origin, never cached', async () => {
    const product = getProduct();
    const response = await fetch(`${product.siteUrl}/config.json`);
    const config = (await response.json()) as {
      apiBaseUrl: string;
      remotes: Record<string, string>;
    };

    expect(response.headers.get('cache-control')).toBe('no-cache');
    // The host proxies both by default (docs/decisions/099-one-origin-by-default.md).
    expect(config.apiBaseUrl).toBe('');
    expect(config.remotes.mfe_public).toBe('/remotes/mfe_public/remoteEntry.js');
    expect(config.remotes.mfe_users).toBe('/remotes/mfe_users/remoteEntry.js');
  });
});
