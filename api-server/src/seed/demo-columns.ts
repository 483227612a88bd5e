import type { MasterKey } from 'shared-api/contract';
import type { NewProperty } from '../db/schema';
import type { DemoListing } from './demo-listings';

export type Lookups = Record<MasterKey, { id: number; name: string }[]>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The item at `index`, wrapping around the list. */
export function pick<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function month(start: Date, offset: number): string {
  const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + offset, 1));
  return date.toISOString().slice(0, 7);
}

/** A Google Maps embed URL around a locality (the allowed embed origin). */
function mapUrl(index: number): string {
  const lat = (18.52 + (index % 6) * 0.017).toFixed(4);
  const lng = (73.78 + (index % 5) * 0.029).toFixed(4);
  return `https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d15000!2d${lng}!3d${lat}!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sin`;
}

/** The row columns of one demo listing (everything but its files). */
export function columnsOf(
  listing: DemoListing,
  index: number,
  count: number,
  lookups: Lookups,
  now: number,
) {
  const locality = pick(lookups.cities, index);
  const type =
    lookups.property_types.find((item) => item.name === listing.propertyType) ??
    pick(lookups.property_types, index);
  const at = new Date(now - (count - index) * DAY_MS + index * 60_000).toISOString();
  const start = new Date(now);
  return {
    address: `${101 + index * 7}, ${listing.street}, ${locality.name}, Pune`,
    city_id: locality.id,
    status_id: pick(lookups.statuses, index % 5 === 3 ? 1 : 0).id,
    project_name: listing.projectName,
    price: listing.price,
    project_type_id: pick(lookups.project_types, listing.propertyType === 'Office Space' ? 1 : 0)
      .id,
    property_type_id: type.id,
    ownership_type_id: pick(lookups.ownership_types, index).id,
    transaction_type_id: pick(lookups.transaction_types, index).id,
    possession_type_id: pick(lookups.possession_types, index).id,
    facing_id: pick(lookups.facings, index).id,
    floor_type_id: pick(lookups.floor_types, index).id,
    water_source_id: pick(lookups.water_sources, index).id,
    power_backup_id: pick(lookups.power_backups, index).id,
    size: listing.size,
    unit: listing.unit,
    profession: month(start, 3 + (index % 24)),
    launch_year: month(start, -12 - (index % 18)),
    price_from: Math.round((listing.price * 0.85) / 50_000) * 50_000,
    no_of_tower: listing.towers,
    no_of_units: listing.units,
    available_units: Math.max(1, Math.round(listing.units * (0.1 + (index % 5) * 0.08))),
    no_of_floors: listing.floors,
    oc: index % 3 === 0 ? 'no' : 'yes',
    cc: 'yes',
    overlooking: listing.overlooking,
    reserve_parking: index % 4 === 3 ? 'no' : 'yes',
    map: mapUrl(index),
    metro_railway: Number((0.5 + (index % 7) * 0.6).toFixed(1)),
    hospital: Number((0.4 + (index % 5) * 0.5).toFixed(1)),
    bus_stop: Number((0.1 + (index % 4) * 0.2).toFixed(1)),
    school: Number((0.3 + (index % 6) * 0.4).toFixed(1)),
    created_by: 1,
    created_at: at,
    updated_at: at,
  } satisfies Omit<NewProperty, 'prp_id'>;
}
