// The page as the host's server loads it (decision 088): its component and its load.
import { propertyDetailsQuery } from 'shared-api';
import type { PropertyDetail } from 'shared-api/contract';
import type { PageLoad } from 'shared-ui/head';
import { compareHead } from '../seo/visitor-list-heads';
import { comparePath, readCompareIds } from '../utils/compare-ids';

export { default } from '../exposed/compare';

/**
 * A comparison: each property's details read into the cache, so the HTML holds the table.
 * 200 with the page's message for too few or too many ids (the address is wrong, not missing);
 * 404 when none of the ids names a property a visitor may see; 503 when the API did not answer
 * (the page renders loading, and the browser reads them again).
 */
export const load: PageLoad = async (context) => {
  const compared = readCompareIds(context.search);
  const path = comparePath(compared.ids);
  if (compared.status !== 'ok') return { status: 200, head: compareHead(context, path, []) };
  const read = await Promise.all(
    compared.ids.map((id) =>
      context.queryClient.fetchQuery(propertyDetailsQuery(id)).catch(() => undefined),
    ),
  );
  if (read.includes(undefined)) return { status: 503, head: compareHead(context, path, []) };
  const found = read.filter((property): property is PropertyDetail => Boolean(property));
  return { status: found.length === 0 ? 404 : 200, head: compareHead(context, path, found) };
};
