// A property page's head (decision 088): title, description, share image and structured data
// from the property's own facts, so a search result or a shared link says what and where it is
// and what it costs before anyone opens it.
import { assetUrl } from 'shared-api';
import { formatBhk, formatPriceInWords, formatSqft, reraProjectUrl } from 'shared-api/contract';
import type { PropertyDetail, SiteConfig } from 'shared-api/contract';
import type { PageHead, PageLoadContext } from 'shared-ui/head';
import { formatArea } from '../features/property-details/utils/format';
import {
  apiOrigin,
  breadcrumbList,
  fitSentences,
  homeCrumb,
  SCHEMA_CONTEXT,
  shareImage,
  siteRegion,
} from './head-parts';

/** What a property is called when its type is missing. */
const UNKNOWN_TYPE = 'Property';

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

/**
 * The schema.org type of what a listing offers, from the property type's name (a lookup list the
 * broker edits, so matched by words; seeded: Apartment, Villa, Row House, Bungalow, Plot, Office
 * Space, Shop):
 * - flat, apartment, penthouse, studio, BHK: Apartment;
 * - bungalow, villa, row house, house, duplex: SingleFamilyResidence (a House);
 * - plot, land: Place, since a plot is no Accommodation; its area goes in additionalProperty,
 *   as Place has no floorSize;
 * - anything else (office space, shop, showroom, commercial...): Accommodation, "a place that can
 *   accommodate human beings", which carries floorSize; LocalBusiness would describe a business,
 *   not the premises.
 */
export type AccommodationType = 'Apartment' | 'SingleFamilyResidence' | 'Place' | 'Accommodation';

export function accommodationType(propertyType: string | null): AccommodationType {
  const name = (propertyType ?? '').toLowerCase();
  if (/\b(plot|land)s?\b/.test(name)) return 'Place';
  if (/\b(flat|apartment|penthouse|studio|bhk)s?\b/.test(name)) return 'Apartment';
  if (/\b(bungalow|villa|row ?house|house|duplex)s?\b/.test(name)) return 'SingleFamilyResidence';
  return 'Accommodation';
}

/**
 * Where the property is, as people say it: 'Baner, Pune'. The lookup list the contract calls
 * cities holds the site city's localities (the demo seeds Pune's: Baner, Hinjewadi...), so the
 * site's city follows the locality, once when they are the same.
 */
export function propertyPlace(property: PropertyDetail, site: SiteConfig): string {
  const locality = property.city_name?.trim();
  if (!locality || locality.toLowerCase() === site.city.toLowerCase()) return site.city;
  return `${locality}, ${site.city}`;
}

/**
 * What it is, as buyers search for it: '2 BHK Apartment', '1 RK Apartment', 'Plot' (bedrooms only
 * when the listing has them and is no plot).
 */
function propertyKind(property: PropertyDetail): string {
  const type = property.property_type?.trim() || UNKNOWN_TYPE;
  if (property.bedrooms === null || accommodationType(property.property_type) === 'Place') {
    return type;
  }
  return `${formatBhk(property.bedrooms)} ${type}`;
}

/** ' of 650 sq.ft. carpet' (RERA sells on carpet area), else ' of 1250 Sq.ft.', else nothing. */
function areaPhrase(property: PropertyDetail): string {
  if (property.carpet_area !== null) return ` of ${formatSqft(property.carpet_area)} carpet`;
  return property.size === null ? '' : ` of ${formatArea(property)}`;
}

/** 'Green Acres – 2 BHK Apartment in Baner, Pune | Rs. 45 lakh | Pune Prime Properties'. */
export function propertyTitle(property: PropertyDetail, site: SiteConfig): string {
  const what = `${property.project_name} – ${propertyKind(property)} in ${propertyPlace(property, site)}`;
  return `${what} | ${formatPriceInWords(property.price)} | ${site.brokerName}`;
}

/** True when one of the address's comma-separated parts is `name` ('…, Baner, Pune' names Baner). */
function addressNames(address: string, name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return address.split(',').some((part) => part.trim().toLowerCase() === wanted);
}

/**
 * Up to 160 characters of facts: '2 BHK Apartment of 650 sq.ft. carpet at Rs. 45 lakh in Green
 * Acres, Baner Road, Baner, Pune. Ready to Move, New Booking, For Sale.' The second sentence only
 * when it fits.
 */
export function propertyDescription(property: PropertyDetail, site: SiteConfig): string {
  const address = property.address.trim();
  // An address that already names its locality and city does not say them twice.
  const place = propertyPlace(property, site)
    .split(',')
    .filter((part) => !addressNames(address, part))
    .join(',')
    .trim();
  const where = [property.project_name, address, place].filter((part) => part).join(', ');
  const facts = `${propertyKind(property)}${areaPhrase(property)} at ${formatPriceInWords(property.price)} in ${where}.`;
  const statuses = [property.project_status, property.transaction_type, property.status]
    .map((status) => status?.trim())
    .filter((status) => status)
    .join(', ');
  return fitSentences([facts, statuses && `${statuses}.`]);
}

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
    // The project's registration with the state's regulator (issue 19; decision 087).
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

/** The property page's head (decision 088): see the functions above for each part. */
export function propertyHead(property: PropertyDetail, context: PageLoadContext): PageHead {
  const { site, siteUrl } = context;
  const api = apiOrigin(context);
  const canonical = `${siteUrl}/details/${property.id}`;
  const title = propertyTitle(property, site);
  const description = propertyDescription(property, site);
  // updated_at versions the image, so a changed listing's preview is fetched again.
  const version = property.updated_at ? `?v=${encodeURIComponent(property.updated_at)}` : '';
  const image = shareImage(
    `${api}/api/property/${property.id}/share-image${version}`,
    `${property.project_name}: ${propertyKind(property)} in ${propertyPlace(property, site)}, ${formatPriceInWords(property.price)}`,
  );
  const photos = IMAGE_SLOTS.map((slot) => assetUrl(property[slot], api)).filter(
    (url): url is string => url !== null,
  );
  const posted = datePart(property.created_at);
  const modified = datePart(property.updated_at);
  const isForRent = /\brent\b/i.test(property.status ?? '');

  const listing = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'RealEstateListing',
    name: property.project_name,
    url: canonical,
    description,
    ...(posted ? { datePosted: posted } : {}),
    ...(modified ? { dateModified: modified } : {}),
    image: photos.length > 0 ? photos : [image.url],
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

  // No 'Property Details' crumb between them: it has no page of its own, and every crumb but the
  // last needs one (the visible breadcrumb's 'Property Details' is this page's heading).
  const breadcrumbs = breadcrumbList([
    homeCrumb(context),
    { name: property.project_name, url: canonical },
  ]);

  return { title, description, canonical, type: 'article', image, jsonLd: [listing, breadcrumbs] };
}
