import type { QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from 'shared-api/contract';

/** The share image of a page: absolute URL and its size in pixels. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * What the host's server writes into a public page's <head> (decision 088): made by the page's
 * own module (its remote), from the data the page shows.
 */
export interface PageHead {
  /** The whole document title (nothing is added to it). */
  title: string;
  /** The meta description, also og:description. */
  description: string;
  /** The page's absolute address on the site's configured public origin. */
  canonical: string;
  /** og:type. */
  type: 'website' | 'article';
  image: ShareImage;
  /** Structured data, one JSON-LD script each. */
  jsonLd: readonly object[];
  /** Kept out of search indexes (the sign-in page, the not-found page). */
  noindex?: boolean;
}

/** What a public page's `load` gets on the server. */
export interface PageLoadContext {
  /** The request's cache of server state: what `load` reads into it is rendered and sent along. */
  queryClient: QueryClient;
  /** The route's parameters ({ property_id: '24' }). */
  params: Readonly<Record<string, string | undefined>>;
  /** The address's query. */
  search: URLSearchParams;
  site: SiteConfig;
  /** The site's configured public origin, e.g. https://puneprimeproperties.in (no slash at the end). */
  siteUrl: string;
  /** The API's public base URL, for absolute image addresses (no slash at the end). */
  apiUrl: string;
}

/** What a public page's `load` answers: the HTTP status and the page's head. */
export interface PageLoadResult {
  status: 200 | 404 | 503;
  head: PageHead;
}

/**
 * Reads a public page's data into the request's cache and says its head (decision 088). Exported
 * by every public page's module beside its component, so a redeployed remote changes both.
 */
export type PageLoad = (context: PageLoadContext) => Promise<PageLoadResult>;
