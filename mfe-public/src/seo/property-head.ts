// A property page's head (decision 088): title, description, share image and structured data
// from the property's own facts, so a search result or a shared link says what and where it is
// and what it costs before anyone opens it. The words are property-words.ts's, the structured
// data property-json-ld.ts's.
import { getDetailsPath, formatPriceInWords } from 'shared-api/contract';
import type { PropertyDetail } from 'shared-api/contract';
import type { PageHead, PageLoadContext } from 'shared-ui/head';
import { apiOrigin, breadcrumbList, homeCrumb, shareImage } from './head-parts';
import { propertyListing } from './property-json-ld';
import { propertyDescription, propertyKind, propertyPlace, propertyTitle } from './property-words';

/** The property page's head (decision 088): its words, share image, structured data and crumbs. */
export function propertyHead(property: PropertyDetail, context: PageLoadContext): PageHead {
  const { site, siteUrl } = context;
  const api = apiOrigin(context);
  const canonical = `${siteUrl}${getDetailsPath(property.id)}`;
  const title = propertyTitle(property, site);
  const description = propertyDescription(property, site);
  // updated_at versions the image, so a changed listing's preview is fetched again.
  const version = property.updated_at ? `?v=${encodeURIComponent(property.updated_at)}` : '';
  const image = shareImage(
    `${api}/api/property/${property.id}/share-image${version}`,
    `${property.project_name}: ${propertyKind(property)} in ${propertyPlace(property, site)}, ${formatPriceInWords(property.price)}`,
  );

  const listing = propertyListing(property, context, {
    canonical,
    description,
    shareImageUrl: image.url,
  });

  // No 'Property Details' crumb between them: it has no page of its own, and every crumb but the
  // last needs one (the visible breadcrumb's 'Property Details' is this page's heading).
  const breadcrumbs = breadcrumbList([
    homeCrumb(context),
    { name: property.project_name, url: canonical },
  ]);

  return { title, description, canonical, type: 'article', image, jsonLd: [listing, breadcrumbs] };
}
