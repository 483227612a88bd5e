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
  const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

  it('groups by lakh and crore', () => {
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678');
  });

  it.each([
    0,
    -0,
    7,
    999,
    1000,
    99999,
    100000,
    1234567890123,
    -4500000,
    0.5,
    0.125,
    1.005,
    2.675,
    0.995,
    9.995,
    99999.995,
    99.999,
    -0.004,
    -0.005,
    1e-7,
    5e-7,
    123456.789,
    1e20,
    1e21,
    2.5e25,
    Number.MAX_SAFE_INTEGER,
    NaN,
    Infinity,
    -Infinity,
  ])('reads %p as Intl en-IN does', (value) => {
    expect(formatIndianNumber(value)).toBe(intl.format(value));
  });

  it('agrees with Intl en-IN on thousands of prices, EMIs and fractions', () => {
    // A fixed-seed generator (mulberry32) so a failure names a value that can be replayed.
    let seed = 20261124;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const mismatches: string[] = [];
    for (let index = 0; index < 5000; index += 1) {
      const magnitude = 10 ** Math.floor(random() * 16 - 3);
      const raw = random() * magnitude * (random() < 0.1 ? -1 : 1);
      // Whole rupees, paise-like two decimals, three decimals (rounding) and raw doubles.
      for (const value of [
        Math.round(raw),
        Math.round(raw * 100) / 100,
        Math.round(raw * 1000) / 1000,
        raw,
      ]) {
        if (formatIndianNumber(value) !== intl.format(value)) mismatches.push(String(value));
      }
    }
    expect(mismatches).toEqual([]);
  });
});
