import { indiaMonth } from '../../src/lib/india-month';

describe('indiaMonth', () => {
  it('turns to the next month at midnight in India, 18:30 UTC', () => {
    expect(indiaMonth(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(indiaMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
  });

  it('turns the year too', () => {
    expect(indiaMonth(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01');
    expect(indiaMonth(new Date('2027-01-15T00:00:00Z'))).toBe('2027-01');
  });
});
