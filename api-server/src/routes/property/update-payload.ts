import { idList, type FieldErrors } from 'shared-api/contract';

type Fields = Record<string, string | string[]>;

/** PUT update's top-level fields → flat draft names. */
const TOP_LEVEL: Record<string, string> = {
  address: 'address',
  cities: 'cities',
  status: 'status',
  project_name: 'projectName',
  price: 'price',
  map: 'maps',
};

/** Keys of the JSON objects `description`, `features` and `location` → flat draft names. */
const NESTED: Record<'description' | 'features' | 'location', Record<string, string>> = {
  description: {
    project_type: 'project',
    property_type: 'property',
    ownership_type: 'ownership',
    transaction_type: 'transaction',
    profession: 'profession',
    possession_type: 'possession',
    launch_year: 'launchYear',
    price_form: 'priceFrom',
    no_of_tower: 'noOfTower',
    no_of_units: 'noOfUnits',
    available_units: 'availableUnits',
    no_of_floors: 'noOfFloors',
    oc: 'oc',
    cc: 'cc',
    size: 'size',
    unit: 'unit',
  },
  features: {
    facing: 'facing',
    flooring_type: 'flooring',
    overlooking: 'overLooking',
    reserve_parking: 'reserveParking',
    water_source: 'waterSource',
    power_backup: 'powerBackup',
  },
  location: {
    metro_railway: 'metro',
    bus_stop: 'busStop',
    hospital: 'hospital',
    school: 'school',
  },
};

/** What an update asks for, in draft terms. Absent fields keep their stored values. */
export interface UpdateRequest {
  /** Flat draft values to lay over the stored ones. */
  overlay: Record<string, unknown>;
  sanctionIds: number[];
  deletedSanctions: number[];
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function readObject(text: string | undefined, field: string, errors: FieldErrors) {
  if (text === undefined || text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Reported below with the same message as a non-object.
  }
  errors[field] = `${field} must be a JSON object`;
  return {};
}

function readList(value: string | string[] | undefined, field: string, errors: FieldErrors) {
  if (value === undefined) return [];
  const result = idList(null).safeParse(value);
  if (result.success) return result.data;
  errors[field] = 'Must be a list of ids';
  return [];
}

/**
 * Maps PUT update's multipart fields (docs/product.md section 8) to flat draft names: top-level fields, the
 * three JSON objects and the JSON id lists.
 */
export function readUpdateRequest(fields: Fields, errors: FieldErrors): UpdateRequest {
  const overlay: Record<string, unknown> = {};
  for (const [name, draftName] of Object.entries(TOP_LEVEL)) {
    const value = single(fields[name]);
    if (value !== undefined) overlay[draftName] = value;
  }
  for (const [group, names] of Object.entries(NESTED)) {
    const values = readObject(single(fields[group]), group, errors);
    for (const [name, draftName] of Object.entries(names)) {
      if (name in values) overlay[draftName] = values[name];
    }
  }
  // The contract's id-list rule reads the JSON list and words its own errors.
  if (fields.amenities !== undefined) overlay.amenities = fields.amenities;
  return {
    overlay,
    sanctionIds: readList(fields.sanctionIds, 'sanctionIds', errors),
    deletedSanctions: readList(fields.deletedSanctions, 'deletedSanctions', errors),
  };
}
