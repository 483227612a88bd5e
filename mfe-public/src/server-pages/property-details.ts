// The page as the host's server loads it (decision 088): its component and its load.
import { isPropertyId, propertyDetailsQuery } from 'shared-api';
import { reraProjectUrl } from 'shared-api/contract';
import type { PageLoad } from 'shared-ui/head';
import { reraQrQuery } from '../features/property-details/components/rera-registration';
import { propertyHead } from '../seo/property-head';
import { sitePageHead } from '../seo/site-heads';

export { default } from '../exposed/property-details';

/**
 * A property: its details and the QR code of its RERA registration; 404 with the not-found head
 * for an id that names no property a visitor may see; 503 when the API did not answer (the page
 * renders loading, and the browser reads the property again).
 */
export const load: PageLoad = async (context) => {
  const id = context.params.property_id;
  const property = isPropertyId(id)
    ? await context.queryClient.fetchQuery(propertyDetailsQuery(id)).catch(() => undefined)
    : null;
  if (property === null) return { status: 404, head: sitePageHead('not-found', context) };
  if (property === undefined) return { status: 503, head: sitePageHead('home', context) };
  if (property.rera_number) {
    await context.queryClient.prefetchQuery(
      reraQrQuery(reraProjectUrl(context.site.rera.projectUrl, property.rera_number)),
    );
  }
  return { status: 200, head: propertyHead(property, context) };
};
