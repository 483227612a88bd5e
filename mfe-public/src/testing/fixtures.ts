import type { LookupItem, PropertyDetail, PropertyListItem } from 'shared-api/contract';

export const CITIES: LookupItem[] = [
  { id: 1, name: 'Pune' },
  { id: 2, name: 'Mumbai' },
];

export function makeListItem(overrides: Partial<PropertyListItem> = {}): PropertyListItem {
  return {
    id: 7,
    prp_id: 'PRP0007',
    image1: 'uploads/images/a.jpg',
    thumbnail: 'uploads/images/a-card.webp',
    project_name: 'Green Acres',
    price: 4_500_000,
    city_name: 'Pune',
    property_type: 'Flat',
    address: 'Baner Road',
    status: 'Ready',
    rera_number: null,
    unit: 'sqft',
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    id: 7,
    prp_id: 'PRP0007',
    status: 'Ready',
    project_name: 'Green Acres',
    project_status: 'Ready to move',
    transaction_type: 'New',
    size: 1250,
    address: 'Baner Road',
    city_name: 'Pune',
    price: 4_500_000,
    rera_number: null,
    image1: 'uploads/images/a.jpg',
    image2: 'uploads/images/b.jpg',
    image3: null,
    image4: null,
    image5: null,
    image6: null,
    gallery: ['uploads/images/a-gallery.webp', 'uploads/images/b-gallery.webp'],
    gallery_medium: ['uploads/images/a-medium.webp', 'uploads/images/b-medium.webp'],
    video: 'uploads/videos/v.mp4',
    map: 'https://www.google.com/maps/embed?pb=property',
    project_type: 'Residential',
    property_type: 'Flat',
    ownership_type: 'Freehold',
    flooring_type_name: 'Vitrified',
    facing: 'East',
    reserve_parking: 'yes',
    water_source_name: 'Municipal',
    unit: 'sqft',
    profession: '2027-03',
    launch_year: '2024-01',
    no_of_floors: 12,
    oc: 'yes',
    cc: 'yes',
    power_backup_name: 'Full',
    amenities: 'Gym, Swimming Pool',
    sanctions: 'RERA, NA Order',
    sanction_files: 'uploads/documents/rera.pdf,uploads/documents/na.pdf',
    metro_railway: 1.5,
    hospital: 2,
    bus_stop: 0.3,
    school: 1,
    created_by: 3,
    ...overrides,
  };
}
