import { formatPriceInWords } from './price-words';

describe('formatPriceInWords', () => {
  it.each([
    [4_500_000, 'Rs. 45 lakh'],
    [4_550_000, 'Rs. 45.5 lakh'],
    [12_500_000, 'Rs. 1.25 crore'],
    [9_999_999, 'Rs. 1 crore'],
    [10_000_000, 'Rs. 1 crore'],
    [95_000, 'Rs. 95,000'],
    [100_000, 'Rs. 1 lakh'],
  ])('%d reads %s', (value, words) => {
    expect(formatPriceInWords(value)).toBe(words);
  });
});
