// What the server-rendering journeys read of a page's HTML, and of the API to compare with it.
import type { PropertyDetail, PropertyListItem } from 'shared-api/contract';
import type { StartedProduct } from './start-product';

export const PUBLIC_PAGES = [
  { path: '/', heading: 'Easiest way to find your dream home' },
  { path: '/aboutus', heading: 'About Us' },
  { path: '/home_loan', heading: 'Home Loan' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/post_req', heading: 'Post Requirement' },
  { path: '/login', heading: 'Login' },
] as const;

/** The values of `<meta property|name="key" content="...">` in a page. */
export function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return tag?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

/** Every JSON-LD object in a page. */
export function jsonLd(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as { '@type': string },
  );
}

/** A page's <title>, as text. */
export function title(html: string): string {
  return (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&');
}

/** A page of the site as a crawler gets it: the status and the HTML. */
export async function fetchPage(product: StartedProduct, path: string, accept = 'text/html') {
  const response = await fetch(`${product.siteUrl}${path}`, { headers: { accept } });
  return { status: response.status, html: await response.text() };
}

/** The home page's first cards, as the API lists them. */
export async function firstListed(product: StartedProduct): Promise<PropertyListItem[]> {
  const response = await fetch(`${product.apiUrl}/api/property/properties?limit=12`);
  return (await response.json()) as PropertyListItem[];
}

/** A property's public details, as the API gives them. */
export async function readDetails(product: StartedProduct, id: number): Promise<PropertyDetail> {
  const response = await fetch(`${product.apiUrl}/api/property/details/${id}`);
  return (await response.json()) as PropertyDetail;
}
