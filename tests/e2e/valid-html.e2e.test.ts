// Every public page as the server renders it is free of errors under the HTML standard (decision 093
// item 5), as html-validate checks it offline (support/html-conformance says which rules, and why).
import { htmlErrors } from './support/html-conformance';
import { fetchPage, firstListed, PUBLIC_PAGES } from './support/server-html';
import { E2E_TEST_TIMEOUT_MS } from './support/timeouts';
import { useProduct } from './support/use-product';

jest.setTimeout(E2E_TEST_TIMEOUT_MS);

/** A small page that is valid as it stands, and each defect the site's pages once had. */
function page({ head = '', body = '' }: { head?: string; body?: string }): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Homes</title>' +
    `<link rel="icon" href="data:image/svg+xml,%3Csvg%20viewBox='0%200%2032%2032'%3E%3C/svg%3E">${head}` +
    `</head><body><nav aria-label="Main"><a href="/aboutus?a=1&amp;b=2">About</a></nav>${body}</body></html>`
  );
}

const DEFECTS = {
  'site/valid-url': {
    head: `<link rel="icon" href="data:image/svg+xml,%3Csvg viewBox='0 0 32 32'%3E%3C/svg%3E">`,
  },
  'input-attributes': {
    body: '<input type="checkbox" id="a" checked disabled readonly><label for="a">Gym</label>',
  },
  'valid-autocomplete': {
    body: '<label>Mobile <input type="tel" autocomplete="tel-national"></label>',
  },
  'element-permitted-content': {
    body: '<nav><noscript><style>nav{display:block}</style></noscript></nav>',
  },
};

describe('the HTML standard checker', () => {
  it('passes a valid page and finds each kind of error the public pages once had', async () => {
    expect(await htmlErrors(page({}))).toEqual([]);
    for (const [rule, defect] of Object.entries(DEFECTS)) {
      const found = await htmlErrors(page(defect));
      expect([rule, found.map((error) => error.split(' ')[1])]).toEqual([rule, [`${rule}:`]]);
    }
  });
});

describe('the public pages rendered on the server, under the HTML standard', () => {
  const getProduct = useProduct();

  it('has no error on any public page: every page, every listed property, compare, 404s', async () => {
    const product = getProduct();
    const listed = await firstListed(product);
    expect(listed.length).toBeGreaterThan(2);
    const ids = listed.map((item) => item.id);
    const found = [
      ...PUBLIC_PAGES.map((entry) => entry.path),
      ...ids.map((id) => `/details/${id}`),
      `/compare?ids=${ids.slice(0, 3).join(',')}`,
      '/shortlist',
    ].map((path) => ({ path, status: 200 }));
    const missing = ['/no-such-page', '/details/999999999'].map((path) => ({ path, status: 404 }));
    const errors: string[] = [];
    for (const expected of [...found, ...missing]) {
      const { status, html } = await fetchPage(product, expected.path);
      expect({ path: expected.path, status }).toEqual(expected);
      errors.push(...(await htmlErrors(html)).map((error) => `${expected.path} ${error}`));
    }
    expect(errors).toEqual([]);
  });
});
