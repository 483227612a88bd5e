import { parseRupees, rupeesOrUndefined } from './rupees';
import { formatPriceInWords } from './price-words';

describe('parseRupees', () => {
  it.each([
    ['78,50,000', 7_850_000],
    ['7,850,000', 7_850_000],
    ['7850000', 7_850_000],
    ['78.5 lakh', 7_850_000],
    ['78.5 Lakhs', 7_850_000],
    ['78.5L', 7_850_000],
    ['80 lakh', 8_000_000],
    ['80 lac', 8_000_000],
    ['1.2 crore', 12_000_000],
    ['1.2 Cr', 12_000_000],
    ['1.2 cr.', 12_000_000],
    ['Rs. 45 lakh', 4_500_000],
    ['₹ 1,25,00,000', 12_500_000],
    ['  95000 ', 95_000],
  ])('reads %p as %p rupees', (text, rupees) => {
    expect(parseRupees(text)).toBe(rupees);
  });

  it.each(['', 'lakh', '78 lakh crore', '12 apples', '1.2.3', '-5 lakh', '7'.repeat(50)])(
    'names no amount in %p',
    (text) => {
      expect(parseRupees(text)).toBeNaN();
    },
  );

  it('round-trips through the words the page shows', () => {
    expect(formatPriceInWords(parseRupees('78.5 lakh'))).toBe('Rs. 78.5 lakh');
    expect(formatPriceInWords(parseRupees('1.2 crore'))).toBe('Rs. 1.2 crore');
  });

  it('keeps blank as undefined and numbers as they are', () => {
    expect(rupeesOrUndefined('  ')).toBeUndefined();
    expect(rupeesOrUndefined(null)).toBeUndefined();
    expect(rupeesOrUndefined(42)).toBe(42);
  });
});
