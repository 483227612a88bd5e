import { getEmptyPropertyValues } from './form-values';
import { createPropertyResolver } from './property-resolver';

const resolve = (rule: { numberPattern: string; numberExample: string }, reraNumber: string) =>
  createPropertyResolver(rule)({ ...getEmptyPropertyValues(), reraNumber }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe("the form's RERA number rule", () => {
  it("words a wrong number with the site's example, as the server does", async () => {
    const result = await resolve(
      { numberPattern: '^P\\d{11}$', numberExample: 'P52100012345' },
      'MH-123',
    );
    expect(result.errors.reraNumber?.message).toBe(
      'RERA registration number must look like P52100012345',
    );
  });

  it("takes the site's pattern: a number of its form passes, blank is fine", async () => {
    const rule = { numberPattern: '^PR/KN/\\d{6}$', numberExample: 'PR/KN/170728' };
    expect((await resolve(rule, 'PR/KN/123456')).errors.reraNumber).toBeUndefined();
    expect((await resolve(rule, '')).errors.reraNumber).toBeUndefined();
    expect((await resolve(rule, 'P52100012345')).errors.reraNumber?.message).toBe(
      'RERA registration number must look like PR/KN/170728',
    );
  });
});
