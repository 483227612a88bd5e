import type { PropertyDraft, PropertyFullRead } from 'shared-api/contract';
import type { NewProperty, Property } from '../db/schema';

/** The draft columns of a property row (everything but id, prp_id, files, owner and times). */
export type PropertyDraftColumns = Omit<
  NewProperty,
  | 'id'
  | 'prp_id'
  | 'image1'
  | 'image2'
  | 'image3'
  | 'image4'
  | 'image5'
  | 'image6'
  | 'video'
  | 'created_by'
  | 'created_at'
  | 'updated_at'
>;

/** Wire draft names → columns: the one place that knows the mapping of the properties table. */
export function draftToColumns(draft: PropertyDraft): PropertyDraftColumns {
  return {
    address: draft.address,
    city_id: draft.cities,
    status_id: draft.status,
    project_name: draft.projectName,
    price: draft.price,
    project_type_id: draft.project,
    property_type_id: draft.property,
    ownership_type_id: draft.ownership,
    facing_id: draft.facing,
    size: draft.size,
    unit: draft.unit,
    transaction_type_id: draft.transaction,
    profession: draft.profession,
    possession_type_id: draft.possession,
    launch_year: draft.launchYear,
    price_from: draft.priceFrom,
    no_of_tower: draft.noOfTower,
    no_of_units: draft.noOfUnits,
    available_units: draft.availableUnits,
    no_of_floors: draft.noOfFloors,
    oc: draft.oc,
    cc: draft.cc,
    floor_type_id: draft.flooring,
    overlooking: draft.overLooking === '' ? null : draft.overLooking,
    reserve_parking: draft.reserveParking,
    water_source_id: draft.waterSource,
    power_backup_id: draft.powerBackup,
    map: draft.maps,
    metro_railway: draft.metro,
    hospital: draft.hospital,
    bus_stop: draft.busStop,
    school: draft.school,
  };
}

/** A row and its links → the edit form's full read. */
export function rowToFullRead(
  row: Property,
  amenityIds: readonly number[],
  sanctions: readonly { id: number; file: string | null }[],
): PropertyFullRead {
  return {
    id: row.id,
    prp_id: row.prp_id,
    address: row.address,
    status: row.status_id,
    cities: row.city_id,
    project_name: row.project_name,
    price: row.price,
    images: {
      image1: row.image1,
      image2: row.image2,
      image3: row.image3,
      image4: row.image4,
      image5: row.image5,
      image6: row.image6,
      video: row.video,
    },
    description: {
      project_type: row.project_type_id,
      property_type: row.property_type_id,
      ownership_type: row.ownership_type_id,
      size: row.size,
      unit: row.unit,
      transaction_type: row.transaction_type_id,
      profession: row.profession,
      possession_type: row.possession_type_id,
      launch_year: row.launch_year,
      price_form: row.price_from,
      no_of_tower: row.no_of_tower,
      no_of_units: row.no_of_units,
      available_units: row.available_units,
      no_of_floors: row.no_of_floors,
      oc: row.oc,
      cc: row.cc,
    },
    features: {
      facing: row.facing_id,
      flooring_type: row.floor_type_id,
      overlooking: row.overlooking,
      reserve_parking: row.reserve_parking,
      water_source: row.water_source_id,
      power_backup: row.power_backup_id,
    },
    location: {
      metro_railway: row.metro_railway,
      bus_stop: row.bus_stop,
      hospital: row.hospital,
      school: row.school,
    },
    amenities: amenityIds.map((id) => ({ id })),
    sanctions: sanctions.map((sanction) => ({ id: sanction.id, file: sanction.file })),
    map: row.map,
    created_by: row.created_by,
  };
}

export const IMAGE_COLUMNS = ['image1', 'image2', 'image3', 'image4', 'image5', 'image6'] as const;
export type ImageColumn = (typeof IMAGE_COLUMNS)[number];
export type FileColumn = ImageColumn | 'video';

/** Every stored file a row refers to (for removal). */
export function rowFiles(row: Pick<Property, FileColumn>): (string | null)[] {
  return [...IMAGE_COLUMNS.map((column) => row[column]), row.video];
}

/** A row and its links → the flat draft input (the base an update overlays). */
export function rowToDraftInput(
  row: Property,
  amenityIds: readonly number[],
  sanctionIds: readonly number[],
): Record<string, unknown> {
  return {
    address: row.address,
    cities: row.city_id,
    status: row.status_id,
    projectName: row.project_name,
    price: row.price,
    project: row.project_type_id,
    property: row.property_type_id,
    ownership: row.ownership_type_id,
    facing: row.facing_id,
    size: row.size,
    unit: row.unit,
    transaction: row.transaction_type_id,
    profession: row.profession,
    possession: row.possession_type_id,
    launchYear: row.launch_year,
    priceFrom: row.price_from,
    noOfTower: row.no_of_tower,
    noOfUnits: row.no_of_units,
    availableUnits: row.available_units,
    noOfFloors: row.no_of_floors,
    oc: row.oc,
    cc: row.cc,
    flooring: row.floor_type_id,
    overLooking: row.overlooking,
    reserveParking: row.reserve_parking,
    waterSource: row.water_source_id,
    powerBackup: row.power_backup_id,
    amenities: [...amenityIds],
    sanction: [...sanctionIds],
    maps: row.map,
    metro: row.metro_railway,
    hospital: row.hospital,
    busStop: row.bus_stop,
    school: row.school,
  };
}
