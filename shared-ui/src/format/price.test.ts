import { formatIndianNumber, formatPrice, formatPriceShort } from './price';

describe('formatPrice', () => {
  it.each([
    [0, 'Rs. 0'],
    [999, 'Rs. 999'],
    [100000, 'Rs. 1,00,000'],
    [4500000, 'Rs. 45,00,000'],
    [125000000, 'Rs. 12,50,00,000'],
  ])('%i → %s', (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });
});

describe('formatPriceShort', () => {
  it.each([
    [95000, 'Rs. 95,000'],
    [100000, 'Rs. 1 L'],
    [4500000, 'Rs. 45 L'],
    [4550000, 'Rs. 45.5 L'],
    [9999999, 'Rs. 1 Cr'],
    [10000000, 'Rs. 1 Cr'],
    [12500000, 'Rs. 1.25 Cr'],
    [2500000000, 'Rs. 250 Cr'],
  ])('%i → %s', (value, text) => {
    expect(formatPriceShort(value)).toBe(text);
  });
});

describe('formatIndianNumber', () => {
  it('groups by lakh and crore', () => {
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678');
  });
});
