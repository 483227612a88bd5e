// One bench listing as the bulk seed writes it: realistic spreads of city, type, price, BHK and
// carpet area, deterministic for a seeded random.
import type { MASTER_KEYS } from 'shared-api/contract';
import type { NewProperty } from '../../../api-server/src/db/schema';
import { formatPrpId } from '../../../api-server/src/repositories/properties-write';
import type { Random } from '../../support/seeded-random';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each lookup list's ids, by list. */
export type Lookups = Record<(typeof MASTER_KEYS)[number], number[]>;

/**
 * Bedroom counts as Pune's listings spread them (1 RK to 5 BHK; 2 and 3 BHK most), and the carpet
 * area range of each, sq.ft. One listing in ten (plots, shops, offices) has neither.
 */
const HOMES: readonly { bedrooms: number; weight: number; carpet: readonly [number, number] }[] = [
  { bedrooms: 0, weight: 3, carpet: [250, 380] },
  { bedrooms: 1, weight: 14, carpet: [380, 550] },
  { bedrooms: 2, weight: 33, carpet: [600, 850] },
  { bedrooms: 3, weight: 29, carpet: [900, 1_300] },
  { bedrooms: 4, weight: 8, carpet: [1_300, 1_900] },
  { bedrooms: 5, weight: 3, carpet: [1_900, 3_000] },
];
const HOME_WEIGHTS = HOMES.reduce((sum, home) => sum + home.weight, 0);

function homeColumns(random: Random): Pick<NewProperty, 'bedrooms' | 'carpet_area'> {
  let roll = random.int(1, HOME_WEIGHTS + 10);
  for (const { bedrooms, weight, carpet } of HOMES) {
    roll -= weight;
    if (roll <= 0) return { bedrooms, carpet_area: random.int(carpet[0], carpet[1]) };
  }
  return { bedrooms: null, carpet_area: null };
}

export function propertyRow(
  id: number,
  random: Random,
  lookups: Lookups,
  users: number[],
  images: string[],
  now: number,
): NewProperty & { id: number } {
  const city = random.pick(lookups.cities);
  const created = new Date(now - random.int(0, 730) * DAY_MS - random.int(0, DAY_MS)).toISOString();
  const units = random.int(20, 400);
  return {
    id,
    prp_id: formatPrpId(id),
    address: `Survey No. ${random.int(1, 999)}, Lane ${random.int(1, 40)}, Pune`,
    city_id: city,
    status_id: random.pick(lookups.statuses),
    project_name: `Bench Residency ${id}`,
    // Rupees, 20 lakh to 5 crore, in thousands.
    price: random.int(2_000, 50_000) * 1_000,
    image1: random.pick(images),
    image2: random.pick(images),
    image3: null,
    image4: null,
    image5: null,
    image6: null,
    video: null,
    map: 'https://www.google.com/maps/embed?pb=bench',
    project_type_id: random.pick(lookups.project_types),
    property_type_id: random.pick(lookups.property_types),
    ownership_type_id: random.pick(lookups.ownership_types),
    transaction_type_id: random.pick(lookups.transaction_types),
    possession_type_id: random.pick(lookups.possession_types),
    facing_id: random.pick(lookups.facings),
    floor_type_id: random.pick(lookups.floor_types),
    water_source_id: random.pick(lookups.water_sources),
    power_backup_id: random.pick(lookups.power_backups),
    size: random.int(500, 5_000),
    unit: 'sqft',
    profession: `${random.int(2026, 2030)}-0${random.int(1, 9)}`,
    launch_year: `${random.int(2018, 2025)}-0${random.int(1, 9)}`,
    price_from: null,
    no_of_tower: random.int(1, 12),
    no_of_units: units,
    available_units: random.int(0, units),
    no_of_floors: random.int(2, 40),
    oc: 'yes',
    cc: 'yes',
    overlooking: 'Garden',
    reserve_parking: 'yes',
    metro_railway: random.int(1, 100) / 10,
    bus_stop: random.int(1, 50) / 10,
    hospital: random.int(1, 80) / 10,
    school: random.int(1, 60) / 10,
    created_by: random.pick(users),
    created_at: created,
    updated_at: created,
    ...homeColumns(random),
  };
}
