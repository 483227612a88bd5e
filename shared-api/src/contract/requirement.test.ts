import { toFieldErrors } from './fields';
import { formatBhk } from './property-values';
import { callerRequirementSchema, REQUIREMENT_MESSAGES, requirementSchema } from './requirement';

const valid = {
  purpose: 'buy',
  propertyTypes: ['1', 2],
  bedrooms: ['3', 2, 2],
  budgetFrom: '40,00,000',
  budgetTo: '6000000',
  cities: [4],
  possession: 'any',
  note: '  Near a school  ',
};

function errorsOf(value: unknown) {
  const result = requirementSchema.safeParse(value);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('requirementSchema', () => {
  it('reads the form as the server stores it: numbers, BHK sorted once, commas in rupees', () => {
    expect(requirementSchema.parse(valid)).toEqual({
      purpose: 'buy',
      propertyTypes: [1, 2],
      bedrooms: [2, 3],
      budgetFrom: 4_000_000,
      budgetTo: 6_000_000,
      cities: [4],
      possession: 'any',
      note: 'Near a school',
    });
  });

  it('takes empty lists and a blank budget from as "any" and zero', () => {
    const parsed = requirementSchema.parse({
      purpose: 'rent',
      budgetTo: '25000',
      possession: 'ready',
    });
    expect(parsed).toMatchObject({ propertyTypes: [], bedrooms: [], cities: [], budgetFrom: 0 });
  });

  it('says each missing or wrong choice in its own words', () => {
    expect(errorsOf({ bedrooms: [11, 'x'], budgetTo: 'lots' })).toEqual({
      purpose: REQUIREMENT_MESSAGES.purpose,
      bedrooms: REQUIREMENT_MESSAGES.bedrooms,
      budgetTo: REQUIREMENT_MESSAGES.budgetInvalid,
      possession: REQUIREMENT_MESSAGES.possession,
    });
    expect(errorsOf({ ...valid, budgetTo: '' })).toEqual({
      budgetTo: REQUIREMENT_MESSAGES.budgetTo,
    });
  });

  it('refuses a budget whose start is above its end', () => {
    expect(errorsOf({ ...valid, budgetFrom: 7_000_000 })).toEqual({
      budgetTo: REQUIREMENT_MESSAGES.budgetOrder,
    });
  });
});

describe('callerRequirementSchema', () => {
  it('takes a caller without an e-mail, and refuses a malformed one', () => {
    const caller = { name: 'Asha Patil', mobile: '9800000001', requirement: valid };
    expect(callerRequirementSchema.parse(caller).email).toBe('');
    const wrong = callerRequirementSchema.safeParse({ ...caller, email: 'asha@' });
    expect(wrong.success ? {} : toFieldErrors(wrong.error)).toEqual({
      email: 'Invalid email format',
    });
  });
});

describe('formatBhk', () => {
  it('says a studio as 1 RK and the rest as BHK', () => {
    expect([0, 1, 2, 10].map(formatBhk)).toEqual(['1 RK', '1 BHK', '2 BHK', '10 BHK']);
  });
});
