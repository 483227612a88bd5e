// Pieces the public pages' heads share (decision 088): the share image, the description's length,
// the region and the breadcrumb trail. Pure functions of the page's context: the host's server
// calls them, the browser never does.
import type { SiteConfig } from 'shared-api/contract';
import type { PageLoadContext, ShareImage } from 'shared-ui/head';

/** The API's share images are 1200×630 JPEGs: the size Open Graph and Twitter's large card use. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Search results show about this many characters of a description; the rest is cut. */
export const DESCRIPTION_MAX = 160;

/** schema.org's context, on every top-level JSON-LD object. */
export const SCHEMA_CONTEXT = 'https://schema.org';

/**
 * The state of the site's regulator: SiteConfig has no state, but its RERA authority is a state's
 * (RERA section 20), so the authority names it. An authority not listed here gives no region
 * rather than a wrong one; a `state` in the site's address would replace this table.
 */
const REGION_BY_RERA_AUTHORITY: Readonly<Record<string, string>> = {
  MahaRERA: 'Maharashtra',
};

/** The region (state) for postal addresses, or undefined when the authority is not known. */
export function siteRegion(site: SiteConfig): string | undefined {
  return REGION_BY_RERA_AUTHORITY[site.rera.authority];
}

/**
 * The origin of absolute API addresses (images): the API's public base URL, or the site's own
 * origin when the API is served under it (an empty base URL means same-origin).
 */
export function apiOrigin(context: Pick<PageLoadContext, 'apiUrl' | 'siteUrl'>): string {
  return context.apiUrl === '' ? context.siteUrl : context.apiUrl;
}

/** A share image of the API's size. */
export function shareImage(url: string, alt: string): ShareImage {
  return { url, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, alt };
}

/** The site's own share image (its name and tagline), for every page but a property's. */
export function siteShareImage(context: PageLoadContext): ShareImage {
  const { site } = context;
  return shareImage(
    `${apiOrigin(context)}/api/site/share-image`,
    `${site.brokerName}: ${site.tagline}`,
  );
}

/**
 * The text cut to `max` characters at a word, with an ellipsis, when it is longer: the
 * description then ends where the search result cuts it, on a whole word.
 */
export function clampDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  // A single word longer than the whole limit is cut inside it.
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The sentences that fit within `max`, in order; the first is cut to fit when it alone does not. */
export function fitSentences(sentences: readonly string[], max = DESCRIPTION_MAX): string {
  const [first = '', ...rest] = sentences.filter((sentence) => sentence !== '');
  let text = first;
  for (const sentence of rest) {
    if (`${text} ${sentence}`.length > max) break;
    text = `${text} ${sentence}`;
  }
  return clampDescription(text, max);
}

export interface Crumb {
  name: string;
  /** Absolute address of the crumb's page. */
  url: string;
}

/** schema.org's BreadcrumbList of a page: its trail from the home page, every crumb with its URL. */
export function breadcrumbList(crumbs: readonly Crumb[]): object {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The home page's crumb: the first of every trail. */
export function homeCrumb(context: PageLoadContext): Crumb {
  return { name: 'Home', url: `${context.siteUrl}/` };
}
