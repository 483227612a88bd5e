// A property page's structured data (decision 088): a schema.org RealEstateListing about the
// property (its type, address, bedrooms, area and RERA registration) and its offer.
import { assetUrl } from 'shared-api';
import { reraProjectUrl } from 'shared-api/contract';
import type { PropertyDetail, SiteConfig } from 'shared-api/contract';
import type { PageLoadContext } from 'shared-ui/head';
import { apiOrigin, SCHEMA_CONTEXT, siteRegion } from './head-parts';
import {
  accommodationType,
  addressNames,
  propertyKind,
  type AccommodationType,
} from './property-words';

const IMAGE_SLOTS = ['image1', 'image2', 'image3', 'image4', 'image5', 'image6'] as const;

/**
 * UN/CEFACT common codes of the contract's area units (AREA_UNITS), for QuantitativeValue's
 * unitCode. A property without a unit is in square feet, as its details page shows it.
 */
const UNIT_CODES: Readonly<Record<string, string>> = {
  sqft: 'FTK',
  m2: 'MTK',
  acres: 'ACR',
  yards: 'YDK',
};

/** The date part of a stored ISO 8601 time, or undefined when there is none. */
function datePart(time: string | undefined): string | undefined {
  return time && /^\d{4}-\d{2}-\d{2}/.test(time) ? time.slice(0, 10) : undefined;
}

/**
 * schema.org's availability of the offer: sold, under offer, not built yet (a booking before
 * possession is a pre-order), else available.
 */
function availability(property: PropertyDetail): string {
  const status = (property.status ?? '').toLowerCase();
  if (/\bsold\b/.test(status)) return 'https://schema.org/SoldOut';
  if (/\bunder offer\b/.test(status)) return 'https://schema.org/LimitedAvailability';
  if (/\bunder construction\b/.test((property.project_status ?? '').toLowerCase())) {
    return 'https://schema.org/PreOrder';
  }
  return 'https://schema.org/InStock';
}

/**
 * The property's area: floorSize of an Accommodation, a PropertyValue of a Place (a plot). A
 * home's floor is its carpet area in square feet when the listing gives one (what RERA sells),
 * else the project area in its unit.
 */
function areaValue(property: PropertyDetail, type: AccommodationType): object | undefined {
  if (type !== 'Place' && property.carpet_area !== null) {
    return {
      floorSize: { '@type': 'QuantitativeValue', value: property.carpet_area, unitCode: 'FTK' },
    };
  }
  if (property.size === null) return undefined;
  const unitCode = UNIT_CODES[property.unit ?? 'sqft'];
  const value = { value: property.size, ...(unitCode ? { unitCode } : {}) };
  return type === 'Place'
    ? { additionalProperty: { '@type': 'PropertyValue', name: 'Area', ...value } }
    : { floorSize: { '@type': 'QuantitativeValue', ...value } };
}

/** What the listing is about: the property, its address, bedrooms, area and RERA registration. */
function aboutProperty(property: PropertyDetail, site: SiteConfig): object {
  const type = accommodationType(property.property_type);
  const locality = property.city_name?.trim();
  const region = siteRegion(site);
  const address = property.address.trim();
  const isLocalityNamed =
    !locality ||
    locality.toLowerCase() === site.city.toLowerCase() ||
    addressNames(address, locality);
  const street = [address, isLocalityNamed ? undefined : locality]
    .filter((part) => part)
    .join(', ');
  const rera = property.rera_number?.trim();
  return {
    '@type': type,
    name: `${propertyKind(property)} in ${property.project_name}`,
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      addressLocality: site.city,
      ...(region ? { addressRegion: region } : {}),
      addressCountry: 'IN',
    },
    // Accommodation's own property (a Place has no bedrooms); 0 is a studio, '1 RK'.
    ...(type !== 'Place' && property.bedrooms !== null
      ? { numberOfBedrooms: property.bedrooms }
      : {}),
    ...areaValue(property, type),
    // The project's registration with the state's regulator (decision 087).
    ...(rera
      ? {
          identifier: {
            '@type': 'PropertyValue',
            propertyID: site.rera.authority,
            value: rera,
            url: reraProjectUrl(site.rera.projectUrl, rera),
          },
        }
      : {}),
  };
}

/** What the listing's head has already said of it, which the structured data repeats. */
export interface ListingParts {
  canonical: string;
  description: string;
  /** The share image's address: the listing's image when it has no photos. */
  shareImageUrl: string;
}

/** The RealEstateListing of a property: the page, its photos and dates, the offer, the property. */
export function propertyListing(
  property: PropertyDetail,
  context: PageLoadContext,
  { canonical, description, shareImageUrl }: ListingParts,
): object {
  const { site, siteUrl } = context;
  const photos = IMAGE_SLOTS.map((slot) => assetUrl(property[slot], apiOrigin(context))).filter(
    (url): url is string => url !== null,
  );
  const posted = datePart(property.created_at);
  const modified = datePart(property.updated_at);
  const isForRent = /\brent\b/i.test(property.status ?? '');
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'RealEstateListing',
    name: property.project_name,
    url: canonical,
    description,
    ...(posted ? { datePosted: posted } : {}),
    ...(modified ? { dateModified: modified } : {}),
    image: photos.length > 0 ? photos : [shareImageUrl],
    offers: {
      '@type': 'Offer',
      price: property.price,
      priceCurrency: 'INR',
      availability: availability(property),
      // GoodRelations' business functions, schema.org's vocabulary for sale versus rent.
      ...(isForRent ? { businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut' } : {}),
      url: canonical,
      offeredBy: { '@type': 'RealEstateAgent', name: site.brokerName, url: `${siteUrl}/` },
    },
    about: aboutProperty(property, site),
  };
}
