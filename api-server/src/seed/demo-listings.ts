import { DEFAULT_RERA_NUMBER_RULE, type PropertyDraft } from 'shared-api/contract';
import { pick, type Lookups } from './demo-columns';

/**
 * One demo listing: its own draft values by draft name (the declared fields it does not give get
 * their kind's default, demo-columns.ts), and its pictures.
 */
export interface DemoListing {
  values: Partial<PropertyDraft>;
  /** How many images it gets (0..6); `skipImage1` leaves slot 1 empty for the card placeholder. */
  images: number;
  skipImage1?: boolean;
}

const PROJECTS: readonly [string, string, string][] = [
  ['Green Meadows', 'Baner-Pashan Link Road', 'Apartment'],
  ['Skyline Residency', 'Hinjewadi Phase 1 Road', 'Apartment'],
  ['Riverview Heights', 'Datta Mandir Chowk', 'Apartment'],
  ['Lotus Enclave', 'EON IT Park Road', 'Apartment'],
  ['Palm Grove Villas', 'Magarpatta Road', 'Villa'],
  ['Sunshine Towers', 'Karve Road', 'Apartment'],
  ['Orchid Park', 'Airport Road', 'Apartment'],
  ['Silver Oak Row Houses', 'Parihar Chowk', 'Row House'],
  ['Emerald Gardens', 'Hadapsar Gadital', 'Apartment'],
  ['Saffron Square', 'Pune-Nagar Highway', 'Shop'],
  ['Neelkamal Residency', 'Balewadi High Street', 'Apartment'],
  ['Royal Palms Bungalows', 'Marunji Road', 'Bungalow'],
  ['Blue Ridge Towers', 'Kaspate Wasti', 'Apartment'],
  ['Aarambh Homes', 'Kharadi Bypass', 'Apartment'],
  ['Gulmohar Greens', 'Solapur Road', 'Apartment'],
  ['Shanti Kunj', 'Paud Road', 'Row House'],
  ['Tech Park Plaza', 'Viman Nagar Road', 'Office Space'],
  ['Sai Pride', 'ITI Road', 'Apartment'],
  ['Amrut Vihar', 'Cybercity Road', 'Apartment'],
  ['Vrindavan Plots', 'Wagholi-Lonikand Road', 'Plot'],
  ['Panchvati Heights', 'Sus Road', 'Apartment'],
  ['Harmony Courtyard', 'Maan Road', 'Villa'],
  ['Crescent Bay Residences', 'Mundhwa Road', 'Apartment'],
  ['Kesar Enclave', 'Law College Road', 'Bungalow'],
];

const OVERLOOKING = ['Garden', 'Club house', 'Main road', 'Hills', 'Swimming pool', 'River'];

/** Rs. 35 lakh to Rs. 4 crore, spread evenly on a log scale and rounded to Rs. 50,000. */
function demoPrice(index: number, count: number): number {
  const low = 3_500_000;
  const high = 40_000_000;
  const raw = low * (high / low) ** (index / (count - 1));
  return Math.round(raw / 50_000) * 50_000;
}

/** The month `offset` months from `start`'s, YYYY-MM. */
function month(start: Date, offset: number): string {
  const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + offset, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * A registration number of the site's form for all but every sixth listing (those show how a
 * listing without one looks): the example with its last four digits varied per listing.
 */
function demoReraNumber(example: string, index: number): string | null {
  if (index % 6 === 5) return null;
  const digits = String(1000 + ((index * 3719) % 9000));
  return /\d{4}$/.test(example) ? example.replace(/\d{4}$/, digits) : example;
}

/** A flat's carpet area range in sq.ft. by its bedrooms (1 to 4 BHK), as Pune's flats are sold. */
const FLAT_CARPET: Readonly<Record<number, readonly [number, number]>> = {
  1: [380, 480],
  2: [600, 780],
  3: [900, 1_200],
  4: [1_300, 1_600],
};
const HOUSES: ReadonlySet<string> = new Set(['Villa', 'Row House', 'Bungalow']);

/**
 * Bedrooms and carpet area (sq.ft.) by price: a flat 1 to 4 BHK, a villa, row house or bungalow
 * 3 to 5 BHK; plots, shops and offices have neither.
 */
function demoHome(
  propertyType: string,
  price: number,
  index: number,
): Pick<PropertyDraft, 'bedrooms' | 'carpetArea'> {
  const spread = ((index * 7) % 11) / 10;
  if (propertyType === 'Apartment') {
    const bedrooms = price < 6_000_000 ? 1 : price < 11_000_000 ? 2 : price < 20_000_000 ? 3 : 4;
    const [low, high] = FLAT_CARPET[bedrooms] ?? [380, 1_600];
    return { bedrooms, carpetArea: Math.round((low + spread * (high - low)) / 5) * 5 };
  }
  if (HOUSES.has(propertyType)) {
    const bedrooms = price < 12_000_000 ? 3 : price < 25_000_000 ? 4 : 5;
    return { bedrooms, carpetArea: 1_500 + (bedrooms - 3) * 550 + Math.round(spread * 300) };
  }
  return { bedrooms: null, carpetArea: null };
}

/** A distance in km, to one decimal. */
const km = (value: number) => Number(value.toFixed(1));

/**
 * The 24 demo listings, in a fixed order (the same demo on every machine): each in the seeded Pune
 * locality of its position, possession and launch months around `now`, most with a RERA number
 * shaped like the site's `reraExample`.
 */
export function demoListings(
  lookups: Lookups,
  now: number,
  reraExample = DEFAULT_RERA_NUMBER_RULE.numberExample,
): DemoListing[] {
  const start = new Date(now);
  return PROJECTS.map(([projectName, street, propertyType], index) => {
    const price = demoPrice((index * 7) % PROJECTS.length, PROJECTS.length);
    const isPlot = propertyType === 'Plot';
    const units = propertyType === 'Apartment' ? 120 + index * 15 : 12 + index;
    const locality = pick(lookups.cities, index);
    const type =
      lookups.property_types.find((item) => item.name === propertyType) ??
      pick(lookups.property_types, index);
    return {
      values: {
        address: `${101 + index * 7}, ${street}, ${locality.name}, Pune`,
        cities: locality.id,
        projectName,
        price,
        status: pick(lookups.statuses, index % 5 === 3 ? 1 : 0).id,
        reraNumber: demoReraNumber(reraExample, index),
        project: pick(lookups.project_types, propertyType === 'Office Space' ? 1 : 0).id,
        property: type.id,
        size: isPlot ? 0.25 + (index % 4) * 0.25 : Math.round(price / 6500 / 10) * 10,
        unit: isPlot ? 'acres' : 'sqft',
        ...demoHome(propertyType, price, index),
        profession: month(start, 3 + (index % 24)),
        launchYear: month(start, -12 - (index % 18)),
        priceFrom: Math.round((price * 0.85) / 50_000) * 50_000,
        noOfTower: propertyType === 'Apartment' ? 2 + (index % 5) : 1,
        noOfUnits: units,
        availableUnits: Math.max(1, Math.round(units * (0.1 + (index % 5) * 0.08))),
        noOfFloors: isPlot
          ? 0
          : propertyType === 'Apartment'
            ? 12 + (index % 4) * 5
            : 2 + (index % 2),
        oc: index % 3 === 0 ? 'no' : 'yes',
        overLooking: OVERLOOKING[index % OVERLOOKING.length] ?? 'Garden',
        reserveParking: index % 4 === 3 ? 'no' : 'yes',
        amenities: [0, 2, 4, 5].map((offset) => pick(lookups.amenities, index + offset).id),
        sanction: [pick(lookups.sanctions, index).id, pick(lookups.sanctions, index + 2).id],
        metro: km(0.5 + (index % 7) * 0.6),
        hospital: km(0.4 + (index % 5) * 0.5),
        busStop: km(0.1 + (index % 4) * 0.2),
        school: km(0.3 + (index % 6) * 0.4),
      },
      images: index % 5 === 4 ? 2 : 3 + (index % 4),
      skipImage1: index === 6 || index === 17,
    };
  });
}
