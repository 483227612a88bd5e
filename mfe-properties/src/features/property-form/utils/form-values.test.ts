import { PROPERTY_FIELD_NAMES, propertyField } from 'shared-api/contract';
import { getFullRead } from '../../../testing/property-fixtures';
import { getEmptyPropertyValues, getValuesFromFullRead } from './form-values';

describe('the form values, one per declared field', () => {
  it('starts every field empty: link lists as no ids, the rest as no text', () => {
    const values = getEmptyPropertyValues();
    expect(Object.keys(values)).toEqual(PROPERTY_FIELD_NAMES);
    for (const name of PROPERTY_FIELD_NAMES) {
      expect(values[name]).toEqual(propertyField(name).kind === 'links' ? [] : '');
    }
  });

  it('prefills each field from its group and wire name in the full read', () => {
    const values = getValuesFromFullRead(getFullRead());
    expect(values).toMatchObject({
      address: 'Baner Road',
      cities: '2',
      projectName: 'Green Acres',
      price: '4500000',
      project: '1',
      property: '2',
      size: '1200',
      unit: 'sqft',
      profession: '2027-06',
      noOfTower: '2',
      availableUnits: '10',
      cc: 'no',
      flooring: '1',
      overLooking: 'Garden',
      powerBackup: '2',
      maps: 'https://www.google.com/maps/embed?pb=abc',
      busStop: '0.3',
      school: '1',
      amenities: ['1'],
      sanction: ['7', '9'],
    });
    // A value the property does not have is an empty input.
    expect(values.priceFrom).toBe('');
  });

  it("prefills a studio's bedrooms as '0' (the '1 RK' option), none as the empty choice", () => {
    const read = getFullRead();
    const studio = getValuesFromFullRead({
      ...read,
      description: { ...read.description, bedrooms: 0, carpet_area: 312.5 },
    });
    expect({ bedrooms: studio.bedrooms, carpetArea: studio.carpetArea }).toEqual({
      bedrooms: '0',
      carpetArea: '312.5',
    });
    const plot = getValuesFromFullRead({
      ...read,
      description: { ...read.description, bedrooms: null, carpet_area: null },
    });
    expect({ bedrooms: plot.bedrooms, carpetArea: plot.carpetArea }).toEqual({
      bedrooms: '',
      carpetArea: '',
    });
  });
});
