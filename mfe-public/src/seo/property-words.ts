// What a property is called in its page's head (decision 088): the kind of property as buyers
// search for it, where it is, the title and the description, from the property's own facts.
import { formatBhk, formatPriceInWords, formatSqft } from 'shared-api/contract';
import type { PropertyDetail, SiteConfig } from 'shared-api/contract';
import { formatArea } from '../features/property-details/utils/format';
import { fitSentences } from './head-parts';

/** What a property is called when its type is missing. */
const UNKNOWN_TYPE = 'Property';

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
export function propertyKind(property: PropertyDetail): string {
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
export function addressNames(address: string, name: string): boolean {
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
