import {
  PROPERTY_COLUMN_FIELDS,
  PROPERTY_GROUPS,
  propertyDraftSchema,
  propertyField,
} from 'shared-api/contract';
import { buildCreateFormData, buildUpdateFormData } from './property-form-data';
import { getEmptyPropertyValues } from './form-values';
import type { PropertyFormValues } from './form-values';

const validValues: PropertyFormValues = {
  ...getEmptyPropertyValues(),
  address: 'Baner Road',
  cities: '1',
  status: '2',
  projectName: 'Green Acres',
  price: '4500000',
  project: '1',
  property: '1',
  ownership: '1',
  facing: '1',
  size: '1200',
  unit: 'sqft',
  transaction: '1',
  profession: '2027-06',
  launchYear: '2025-01',
  noOfTower: '2',
  noOfUnits: '40',
  availableUnits: '10',
  noOfFloors: '12',
  oc: 'yes',
  cc: 'no',
  flooring: '1',
  reserveParking: 'yes',
  waterSource: '1',
  powerBackup: '1',
  amenities: ['1', '3'],
  sanction: ['7'],
  maps: '<iframe src="https://www.google.com/maps/embed?pb=abc&amp;x=1" width="600"></iframe>',
  metro: '1.5',
  hospital: '2',
  busStop: '0.3',
  school: '1',
};

const image = (name: string) => new File(['img'], name, { type: 'image/jpeg' });

describe('the create multipart body', () => {
  it('sends draft fields by name, filled image slots in order and one file per sanction', () => {
    const draft = propertyDraftSchema().parse(validValues);
    const video = new File(['v'], 'tour.mp4', { type: 'video/mp4' });
    const sanctionFile = new File(['p'], 'rera.pdf', { type: 'application/pdf' });
    const form = buildCreateFormData(
      draft,
      {
        slots: { image1: image('a.jpg'), image3: image('c.jpg'), image2: image('b.jpg'), video },
        sanctionFiles: { '7': sanctionFile, '9': image('stale.jpg') },
      },
      12,
    );

    expect(form.get('projectName')).toBe('Green Acres');
    expect(form.get('price')).toBe('4500000');
    expect(form.get('maps')).toBe('https://www.google.com/maps/embed?pb=abc&x=1');
    expect(form.get('authId')).toBe('12');
    expect(form.getAll('amenities')).toEqual(['1', '3']);
    expect(form.getAll('sanction')).toEqual(['7']);
    expect((form.getAll('images') as File[]).map((file) => file.name)).toEqual([
      'a.jpg',
      'b.jpg',
      'c.jpg',
    ]);
    expect(form.get('video')).toBe(video);
    expect(form.get('sanctionFiles[7]')).toBe(sanctionFile);
    // A file left behind by an unchecked sanction is never sent.
    expect(form.has('sanctionFiles[9]')).toBe(false);
    // Optional values left blank are not sent at all.
    expect(form.has('possession')).toBe(false);
    expect(form.has('priceFrom')).toBe(false);
  });
});

describe('the update multipart body', () => {
  const draft = propertyDraftSchema().parse({ ...validValues, priceFrom: '3900000' });
  const send = () =>
    buildUpdateFormData(
      draft,
      {
        slots: { image2: image('b.jpg') },
        sanctionFiles: { '7': new File(['p'], 'rera.pdf', { type: 'application/pdf' }) },
      },
      ['7', '9'],
    );

  it('carries every column field by its declared group and wire name', () => {
    const form = send();
    const groups = Object.fromEntries(
      PROPERTY_GROUPS.map((group) => [group, JSON.parse(form.get(group) as string) as object]),
    );
    for (const name of PROPERTY_COLUMN_FIELDS) {
      const { group, wire } = propertyField(name);
      if (group === 'top') expect(form.get(wire)).toBe(String(draft[name] ?? ''));
      else expect(groups[group]).toHaveProperty([wire], draft[name]);
    }
    // An optional value left blank is sent as null inside its group.
    expect(groups.description).toHaveProperty(['possession_type'], null);
    expect(groups.description).toHaveProperty(['price_form'], 3900000);
    // A top-level one (the RERA number) is sent blank, so that the stored number is cleared.
    expect(form.get('rera_number')).toBe('');
  });

  it('sends the sanction lists before any file, and the id lists as JSON', () => {
    const form = send();
    const keys = [...form.keys()];
    const firstFile = keys.findIndex((key) => form.get(key) instanceof File);
    expect(keys.indexOf('sanctionIds')).toBeLessThan(firstFile);
    expect(keys.indexOf('deletedSanctions')).toBeLessThan(firstFile);
    expect(keys.slice(firstFile)).toEqual(['image2', 'sanctionFiles[7]']);
    expect(JSON.parse(form.get('sanctionIds') as string)).toEqual([7]);
    expect(JSON.parse(form.get('deletedSanctions') as string)).toEqual([9]);
    expect(JSON.parse(form.get('amenities') as string)).toEqual([1, 3]);
  });
});
