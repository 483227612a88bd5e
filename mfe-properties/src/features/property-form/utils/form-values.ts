import type { PropertyFullRead } from 'shared-api/contract';

/** The image and video slots of the form, in the order they are sent. */
export const IMAGE_SLOT_NAMES = [
  'image1',
  'image2',
  'image3',
  'image4',
  'image5',
  'image6',
] as const;
export type ImageSlotName = (typeof IMAGE_SLOT_NAMES)[number];
export type FileSlotName = ImageSlotName | 'video';
export const FILE_SLOT_NAMES: readonly FileSlotName[] = [...IMAGE_SLOT_NAMES, 'video'];

/**
 * What the inputs hold: text as typed (the contract's schema turns it into numbers and ids),
 * checkbox groups as lists of id strings. Files live beside the form (see use-file-selections).
 */
export interface PropertyFormValues {
  address: string;
  cities: string;
  status: string;
  projectName: string;
  price: string;
  project: string;
  property: string;
  ownership: string;
  facing: string;
  size: string;
  unit: string;
  transaction: string;
  profession: string;
  possession: string;
  launchYear: string;
  priceFrom: string;
  noOfTower: string;
  noOfUnits: string;
  availableUnits: string;
  noOfFloors: string;
  oc: string;
  cc: string;
  flooring: string;
  overLooking: string;
  reserveParking: string;
  waterSource: string;
  powerBackup: string;
  amenities: string[];
  sanction: string[];
  maps: string;
  metro: string;
  hospital: string;
  busStop: string;
  school: string;
}

export type PropertyFieldName = keyof PropertyFormValues;

/** Files a saved property already holds (edit page): relative paths on the API host. */
export interface StoredPropertyFiles {
  slots: Partial<Record<FileSlotName, string>>;
  /** Sanction id → its stored file (null when the sanction was saved without one). */
  sanctions: Record<string, string | null>;
}

export const NO_STORED_FILES: StoredPropertyFiles = { slots: {}, sanctions: {} };

export function getEmptyPropertyValues(): PropertyFormValues {
  return {
    address: '',
    cities: '',
    status: '',
    projectName: '',
    price: '',
    project: '',
    property: '',
    ownership: '',
    facing: '',
    size: '',
    unit: '',
    transaction: '',
    profession: '',
    possession: '',
    launchYear: '',
    priceFrom: '',
    noOfTower: '',
    noOfUnits: '',
    availableUnits: '',
    noOfFloors: '',
    oc: '',
    cc: '',
    flooring: '',
    overLooking: '',
    reserveParking: '',
    waterSource: '',
    powerBackup: '',
    amenities: [],
    sanction: [],
    maps: '',
    metro: '',
    hospital: '',
    busStop: '',
    school: '',
  };
}

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

export function getStoredFiles(read: PropertyFullRead): StoredPropertyFiles {
  const slots: StoredPropertyFiles['slots'] = {};
  for (const slot of FILE_SLOT_NAMES) {
    const path = read.images[slot];
    if (path) slots[slot] = path;
  }
  const sanctions = Object.fromEntries(read.sanctions.map((item) => [String(item.id), item.file]));
  return { slots, sanctions };
}

/** Prefills the form from the full read of GET get_allproperty/{id}. */
export function getValuesFromFullRead(read: PropertyFullRead): PropertyFormValues {
  const { description: d, features: f, location: l } = read;
  return {
    address: read.address,
    cities: text(read.cities),
    status: text(read.status),
    projectName: read.project_name,
    price: text(read.price),
    project: text(d.project_type),
    property: text(d.property_type),
    ownership: text(d.ownership_type),
    facing: text(f.facing),
    size: text(d.size),
    unit: text(d.unit),
    transaction: text(d.transaction_type),
    profession: text(d.profession),
    possession: text(d.possession_type),
    launchYear: text(d.launch_year),
    priceFrom: text(d.price_form),
    noOfTower: text(d.no_of_tower),
    noOfUnits: text(d.no_of_units),
    availableUnits: text(d.available_units),
    noOfFloors: text(d.no_of_floors),
    oc: text(d.oc),
    cc: text(d.cc),
    flooring: text(f.flooring_type),
    overLooking: text(f.overlooking),
    reserveParking: text(f.reserve_parking),
    waterSource: text(f.water_source),
    powerBackup: text(f.power_backup),
    amenities: read.amenities.map((item) => String(item.id)),
    sanction: read.sanctions.map((item) => String(item.id)),
    maps: text(read.map),
    metro: text(l.metro_railway),
    hospital: text(l.hospital),
    busStop: text(l.bus_stop),
    school: text(l.school),
  };
}
