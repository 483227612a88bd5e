// The heads of the shortlist and comparison pages (decision 090). Both are kept out of search
// indexes (`noindex`; links are still followed, robots' default): the shortlist is empty for a
// crawler, and a comparison of any 2 to 4 of the listings is a near-copy of their own pages,
// which are the ones to rank. A comparison shared on WhatsApp still previews with its names.
import type { PropertyDetail } from 'shared-api/contract';
import type { PageHead, PageLoadContext } from 'shared-ui/head';
import { breadcrumbList, fitSentences, homeCrumb, siteShareImage } from './head-parts';
import { PUBLIC_PATHS } from 'shared-api/contract';

function visitorListHead(
  context: PageLoadContext,
  page: { crumb: string; path: string; title: string; description: string[] },
): PageHead {
  const canonical = `${context.siteUrl}${page.path}`;
  return {
    title: `${page.title} | ${context.site.brokerName}`,
    description: fitSentences(page.description),
    canonical,
    type: 'website',
    image: siteShareImage(context),
    jsonLd: [breadcrumbList([homeCrumb(context), { name: page.crumb, url: canonical }])],
    noindex: true,
  };
}

/** /shortlist: the same for everyone on the server (the list is the browser's). */
export function shortlistHead(context: PageLoadContext): PageHead {
  return visitorListHead(context, {
    crumb: 'Shortlist',
    path: PUBLIC_PATHS.shortlist,
    title: 'Your shortlist',
    description: [
      `The properties you shortlisted on ${context.site.brokerName}, kept in this browser.`,
      'Compare 2 to 4 of them side by side.',
    ],
  });
}

/**
 * /compare?ids=…: titled by the compared projects; its canonical address is `path` (the ids as
 * the page read them, normalised: each once, in order, without anything else in the query).
 */
export function compareHead(
  context: PageLoadContext,
  path: string,
  properties: readonly PropertyDetail[],
): PageHead {
  const names = properties.map((property) => property.project_name);
  return visitorListHead(context, {
    crumb: 'Compare',
    path,
    title: names.length > 0 ? `Compare ${names.join(' vs ')}` : 'Compare properties',
    description: [
      names.length > 0
        ? `${names.join(', ')} side by side: price, price per sq.ft., carpet area, BHK, possession, amenities and distances.`
        : `Compare properties in ${context.site.city} side by side.`,
      `From ${context.site.brokerName}.`,
    ],
  });
}
