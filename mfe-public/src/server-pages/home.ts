// The page as the host's server loads it (decision 088): its component and its load.
import { propertySearchQuery } from 'shared-api';
import type { PageLoad } from 'shared-ui/head';
import { readFilters, toPropertyQuery } from '../features/home/utils/filters';
import { sitePageLoad } from './site-page-load';

export { default } from '../exposed/home';

const loadSiteParts = sitePageLoad('home', ['cities', 'property_types', 'statuses']);

/** Home: the filters' choices and the first page of cards for the address's search. */
export const load: PageLoad = async (context) => {
  const search = propertySearchQuery(toPropertyQuery(readFilters(context.search)));
  const [result] = await Promise.all([
    loadSiteParts(context),
    context.queryClient.prefetchInfiniteQuery(search),
  ]);
  return result;
};
