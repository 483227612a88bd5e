// The heads of the lost-password pages (decision 102): kept out of search indexes, their
// canonical address never the link's token.
import type { PageLoad } from 'shared-ui/head';
import { breadcrumbList, homeCrumb, siteShareImage } from '../seo/head-parts';

/** The load of a lost-password page at `path`: the site's frame and this head. */
export function passwordPageLoad(path: string, title: string, description: string): PageLoad {
  return (context) => {
    const canonical = `${context.siteUrl}${path}`;
    return Promise.resolve({
      status: 200,
      head: {
        title: `${title} | ${context.site.brokerName}`,
        description,
        canonical,
        type: 'website',
        image: siteShareImage(context),
        jsonLd: [breadcrumbList([homeCrumb(context), { name: title, url: canonical }])],
        noindex: true,
      },
    });
  };
}
