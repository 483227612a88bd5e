// What the host's server calls before rendering a public page (decision 088): the page's data,
// read into the request's cache (the page renders from it, and the browser hydrates with it), and
// the page's head. The server build exposes each page from this folder: its component and its
// `load`, which the browser's build never carries.
import { lookupQuery } from 'shared-api';
import { getMaster, type MasterKey } from 'shared-api/contract';
import type { PageLoad } from 'shared-ui/head';
import { sitePageHead, type SitePage } from '../seo/site-heads';

/** A page with the site's head for `page`, whose data, if any, are lookup lists. */
export function sitePageLoad(page: SitePage, lookups: readonly MasterKey[] = []): PageLoad {
  return async (context) => {
    await Promise.all(
      lookups.map((key) => context.queryClient.prefetchQuery(lookupQuery(getMaster(key)))),
    );
    return { status: 200, head: sitePageHead(page, context) };
  };
}
