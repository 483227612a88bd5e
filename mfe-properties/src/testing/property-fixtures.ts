import { MASTERS } from 'shared-api/contract';
import type { LookupItem, PropertyFullRead, PropertyListItem } from 'shared-api/contract';
import type { ApiStub } from 'shared-api/testing';

/** Two items per lookup list: '<Label> A' (id 1) and '<Label> B' (id 2); sanctions 7 and 9. */
export function getLookupItems(label: string, ids: readonly number[] = [1, 2]): LookupItem[] {
  return ids.map((id, index) => ({ id, name: `${label} ${String.fromCharCode(65 + index)}` }));
}

export function stubLookups(api: ApiStub): void {
  for (const master of MASTERS) {
    const ids = master.key === 'sanctions' ? [7, 9] : [1, 2];
    api.on('GET', `/api/master_table/${master.paths.list}`, {
      data: getLookupItems(master.label, ids),
    });
  }
}

export const MAP_URL = 'https://www.google.com/maps/embed?pb=abc';

export function getFullRead(overrides: Partial<PropertyFullRead> = {}): PropertyFullRead {
  return {
    id: 5,
    prp_id: 'PRP0005',
    address: 'Baner Road',
    status: 1,
    cities: 2,
    project_name: 'Green Acres',
    price: 4500000,
    rera_number: 'P52100012345',
    images: {
      image1: 'uploads/images/one.jpg',
      image2: 'uploads/images/two.jpg',
      image3: null,
      image4: null,
      image5: null,
      image6: null,
      video: 'uploads/videos/tour.mp4',
    },
    description: {
      project_type: 1,
      property_type: 2,
      ownership_type: 1,
      size: 1200,
      unit: 'sqft',
      bedrooms: 2,
      carpet_area: 650,
      transaction_type: 1,
      profession: '2027-06',
      possession_type: 1,
      launch_year: '2025-01',
      price_form: null,
      no_of_tower: 2,
      no_of_units: 40,
      available_units: 10,
      no_of_floors: 12,
      oc: 'yes',
      cc: 'no',
    },
    features: {
      facing: 1,
      flooring_type: 1,
      overlooking: 'Garden',
      reserve_parking: 'yes',
      water_source: 1,
      power_backup: 2,
    },
    location: { metro_railway: 1.5, bus_stop: 0.3, hospital: 2, school: 1 },
    amenities: [{ id: 1 }],
    sanctions: [
      { id: 7, file: 'uploads/documents/rera.pdf' },
      { id: 9, file: 'uploads/documents/oc.pdf' },
    ],
    map: MAP_URL,
    created_by: 3,
    ...overrides,
  };
}

export function getListItems(count: number, firstId = 1): PropertyListItem[] {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    return {
      id,
      prp_id: `PRP${String(id).padStart(4, '0')}`,
      image1: null,
      thumbnail: null,
      project_name: `Project ${id}`,
      price: 4500000,
      city_name: 'Pune',
      property_type: 'Flat',
      address: `${id} Baner Road`,
      status: 'Ready',
      rera_number: null,
      unit: 'sqft',
      bedrooms: 2,
      carpet_area: 650,
      created_at: '2026-01-01T00:00:00.000Z',
    };
  });
}

/** Silences the console.error that docs/product.md asks for on failures, and returns the spy. */
export const expectLoggedErrors = () => jest.spyOn(console, 'error').mockImplementation(() => {});
