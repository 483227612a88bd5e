import { propertyDraftSchema } from './property';
import { PROPERTY_FIELDS } from './property-record';
import { DEFAULT_RERA_NUMBER_RULE, reraNumberMessage, reraProjectUrl } from './property-values';

/** The draft rule of the RERA number alone (the whole draft's other fields are not under test). */
function reraRule(options: Parameters<typeof propertyDraftSchema>[0] = {}) {
  return propertyDraftSchema(options).shape.reraNumber;
}

describe('the RERA registration number rule', () => {
  it('is declared once, optional, in the property section and in the list', () => {
    expect(PROPERTY_FIELDS.reraNumber).toMatchObject({
      kind: 'registration',
      column: 'rera_number',
      group: 'top',
      wire: 'rera_number',
      detail: 'rera_number',
      inList: true,
      section: 'property',
    });
    expect('required' in PROPERTY_FIELDS.reraNumber).toBe(false);
  });

  it("words its message from the site's example", () => {
    expect(reraNumberMessage('P52100012345')).toBe(
      'RERA registration number must look like P52100012345',
    );
  });

  it("accepts MahaRERA's form by default, trimmed, and makes blank null", () => {
    const rule = reraRule();
    expect(rule.parse('P52100012345')).toBe('P52100012345');
    expect(rule.parse('  P52100012345\t')).toBe('P52100012345');
    expect(rule.parse('')).toBeNull();
    expect(rule.parse('   ')).toBeNull();
    expect(rule.parse(undefined)).toBeNull();
    expect(rule.parse(null)).toBeNull();
  });

  it.each(['P5210001234', 'P521000123456', 'A52100012345', 'P52100O12345', 'x'.repeat(500), 42])(
    'refuses %j with the message that shows the expected form',
    (value) => {
      const result = reraRule().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'RERA registration number must look like P52100012345',
      ]);
    },
  );

  it("takes another authority's pattern and example from the caller", () => {
    const rule = reraRule({
      rera: { numberPattern: '^PR/KN/\\d{6}$', numberExample: 'PR/KN/170728' },
    });
    expect(rule.parse('PR/KN/123456')).toBe('PR/KN/123456');
    const result = rule.safeParse(DEFAULT_RERA_NUMBER_RULE.numberExample);
    expect(result.error?.issues[0]?.message).toBe(
      'RERA registration number must look like PR/KN/170728',
    );
  });

  it("fills the authority's page address with the number", () => {
    expect(reraProjectUrl('https://rera.example/search?no={number}', 'P52100012345')).toBe(
      'https://rera.example/search?no=P52100012345',
    );
  });
});
