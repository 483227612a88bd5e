import { calculateEmi } from './emi';

describe('calculateEmi', () => {
  it('computes the monthly instalment of a reducing-balance loan', () => {
    // 10,00,000 at 12% for 1 year: the textbook figure is 88,848.79.
    const result = calculateEmi(1_000_000, 12, 1);
    expect(result?.emi).toBeCloseTo(88_848.79, 2);
    expect(result?.totalPayment).toBeCloseTo(88_848.79 * 12, 1);
    expect(result?.totalInterest).toBeCloseTo(88_848.79 * 12 - 1_000_000, 1);
  });

  it('matches a typical home loan: 50 lakh at 9% over 20 years', () => {
    const result = calculateEmi(5_000_000, 9, 20);
    expect(Math.round(result?.emi ?? 0)).toBe(44_986);
    expect(Math.round(result?.totalInterest ?? 0)).toBe(5_796_711);
  });

  it('spreads an interest-free loan evenly over the months', () => {
    expect(calculateEmi(120_000, 0, 1)).toEqual({
      emi: 10_000,
      totalInterest: 0,
      totalPayment: 120_000,
    });
  });

  it.each([
    [0, 9, 20],
    [-5, 9, 20],
    [1_000_000, -1, 20],
    [1_000_000, 9, 0],
    [Number.NaN, 9, 20],
  ])('returns null when the inputs describe no loan (%p, %p, %p)', (amount, rate, years) => {
    expect(calculateEmi(amount, rate, years)).toBeNull();
  });
});
