import { formatArea, formatDistance } from './format';

describe('detail formatting', () => {
  it('shows the area with its unit, square feet by default', () => {
    expect(formatArea({ size: 1250, unit: 'sqft' })).toBe('1250 Sq.ft.');
    expect(formatArea({ size: 2, unit: 'acres' })).toBe('2 Acres');
    expect(formatArea({ size: 900, unit: null })).toBe('900 Sq.ft.');
  });

  it("shows 'Null' for a missing area or distance", () => {
    expect(formatArea({ size: null, unit: 'sqft' })).toBe('Null');
    expect(formatDistance(null)).toBe('Null');
  });

  it("follows each distance with 'km'", () => {
    expect(formatDistance(1.5)).toBe('1.5 km');
    expect(formatDistance(0)).toBe('0 km');
  });
});
