import type { PropertyDetail, PropertyListItem } from 'shared-api/contract';
import type { PropertyDetailRow } from '../../repositories/properties';
import { IMAGE_COLUMNS } from '../../repositories/properties-mapping';
import { variantPath } from '../../uploads/store';

export function toListItem(row: Omit<PropertyListItem, 'thumbnail'>): PropertyListItem {
  return { ...row, thumbnail: variantPath(row.image1, 'card') };
}

/** The detail read's wire shape; link-table names are null when there are none (the page shows 'Null'). */
export function toDetail(row: PropertyDetailRow): PropertyDetail {
  return {
    id: row.id,
    prp_id: row.prp_id,
    status: row.status_name,
    project_name: row.project_name,
    project_status: row.possession_type_name,
    transaction_type: row.transaction_type_name,
    size: row.size,
    address: row.address,
    city_name: row.city_name,
    price: row.price,
    image1: row.image1,
    image2: row.image2,
    image3: row.image3,
    image4: row.image4,
    image5: row.image5,
    image6: row.image6,
    gallery: IMAGE_COLUMNS.map((column) => variantPath(row[column], 'gallery')),
    gallery_medium: IMAGE_COLUMNS.map((column) => variantPath(row[column], 'medium')),
    video: row.video,
    map: row.map,
    project_type: row.project_type_name,
    property_type: row.property_type_name,
    ownership_type: row.ownership_type_name,
    flooring_type_name: row.flooring_type_name,
    facing: row.facing_name,
    reserve_parking: row.reserve_parking,
    water_source_name: row.water_source_name,
    unit: row.unit,
    profession: row.profession,
    launch_year: row.launch_year,
    no_of_floors: row.no_of_floors,
    oc: row.oc,
    cc: row.cc,
    power_backup_name: row.power_backup_name,
    amenities: row.amenity_names,
    sanctions: row.sanction_names,
    sanction_files: row.sanction_files,
    metro_railway: row.metro_railway,
    hospital: row.hospital,
    bus_stop: row.bus_stop,
    school: row.school,
    created_by: row.created_by,
  };
}
