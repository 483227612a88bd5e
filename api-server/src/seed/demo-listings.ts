/** One demo listing: the parts that differ from listing to listing. */
export interface DemoListing {
  projectName: string;
  street: string;
  /** Preferred property type name (falls back to the list's order when absent). */
  propertyType: string;
  price: number;
  size: number;
  unit: 'sqft' | 'acres';
  floors: number;
  towers: number;
  units: number;
  /** How many images it gets (0..6); `skipImage1` leaves slot 1 empty for the card placeholder. */
  images: number;
  skipImage1?: boolean;
  overlooking: string;
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

/** The 24 demo listings, in a fixed order (the same demo on every machine). */
export function demoListings(): DemoListing[] {
  return PROJECTS.map(([projectName, street, propertyType], index) => {
    const price = demoPrice((index * 7) % PROJECTS.length, PROJECTS.length);
    const isPlot = propertyType === 'Plot';
    return {
      projectName,
      street,
      propertyType,
      price,
      size: isPlot ? 0.25 + (index % 4) * 0.25 : Math.round(price / 6500 / 10) * 10,
      unit: isPlot ? 'acres' : 'sqft',
      floors: isPlot ? 0 : propertyType === 'Apartment' ? 12 + (index % 4) * 5 : 2 + (index % 2),
      towers: propertyType === 'Apartment' ? 2 + (index % 5) : 1,
      units: propertyType === 'Apartment' ? 120 + index * 15 : 12 + index,
      images: index % 5 === 4 ? 2 : 3 + (index % 4),
      skipImage1: index === 6 || index === 17,
      overlooking: OVERLOOKING[index % OVERLOOKING.length] ?? 'Garden',
    };
  });
}
