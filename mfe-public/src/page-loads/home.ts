import { propertySearchQuery } from 'shared-api';
import type { PageLoad } from 'shared-ui/head';
import { readFilters, toPropertyQuery } from '../features/home/utils/filters';
import { sitePageLoad } from './site-page-load';

const loadSiteParts = sitePageLoad('home', ['cities', 'property_types', 'statuses']);

/** Home: the filters' choices and the first page of cards for the address's search. */
export const loadHome: PageLoad = async (context) => {
  const search = propertySearchQuery(toPropertyQuery(readFilters(context.search)));
  const [result] = await Promise.all([
    loadSiteParts(context),
    context.queryClient.prefetchInfiniteQuery(search),
  ]);
  return result;
};
