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

  it('serves /config.json from the site pointing at this API and these remotes, never cached', async () => {
    const product = getProduct();
    const response = await fetch(`${product.siteUrl}/config.json`);
    const config = (await response.json()) as {
      apiBaseUrl: string;
      remotes: Record<string, string>;
    };

    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(config.apiBaseUrl).toBe(product.apiUrl);
    expect(config.remotes.mfe_public).toBe(`${product.remoteUrls.mfe_public}/remoteEntry.js`);
    expect(config.remotes.mfe_users).toBe(`${product.remoteUrls.mfe_users}/remoteEntry.js`);
  });
});
