import { enquirySchema } from './enquiry';
import { EMAIL_PATTERN, normaliseMobile, requiredMobile, toFieldErrors } from './fields';
import { registrationSchema } from './people';
import { addressMapUrl, extractMapSrc, isAllowedMapUrl, isMapShareLink } from './property-values';

/** CPU milliseconds this process spends in `run` (wall time would count other processes too). */
function cpuMillis(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

describe('EMAIL_PATTERN', () => {
  it.each(['a@b.co', 'first.last@mail.example.in', 'x+tag@sub.domain.org'])(
    'accepts %s',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(true);
    },
  );

  it.each(['a@b', 'a@b.', 'a@.b', 'a@b..c', 'a b@c.d', 'a@@b.c', '@b.c'])('refuses %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });

  it('takes linear time on the inputs that made the old pattern backtrack', () => {
    const hostile = [`a@${'.'.repeat(1_000_000)}@`, `a@${'b.'.repeat(500_000)}@`, 'a'.repeat(1e6)];
    // The old pattern took over 5 s on 64,000 dots; this one reads a million characters in a few ms.
    expect(cpuMillis(() => hostile.forEach((input) => EMAIL_PATTERN.test(input)))).toBeLessThan(
      500,
    );
  });
});

describe('length before pattern', () => {
  it('refuses an over-long e-mail by its length alone, without running the pattern', () => {
    const email = `a@${'.'.repeat(64_000)}@`;
    const result = enquirySchema.safeParse({ email });
    expect(result.success).toBe(false);
    const errors = result.success ? {} : toFieldErrors(result.error);
    expect(errors.email).toBe('Must be at most 254 characters');
  });

  it('reports one message for an over-long registration e-mail', () => {
    const result = registrationSchema.safeParse({ email: `a@${'.'.repeat(300)}@` });
    const issues = result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'email');
    expect(issues.map((issue) => issue.message)).toEqual(['Must be at most 254 characters']);
  });
});

describe('isAllowedMapUrl', () => {
  it.each([
    'https://www.google.com/maps/embed?pb=!1m18',
    'https://www.google.com/maps/embed/v1/place?q=Pune',
    'https://www.google.com:443/maps/embed?pb=1',
  ])('accepts %s', (url) => {
    expect(isAllowedMapUrl(url)).toBe(true);
  });

  it.each([
    'https://www.google.com/maps/embed/../../url?q=https://evil.example',
    'https://www.google.com/maps/embed/%2e%2e/%2e%2e/url?q=x',
    'https://www.google.com/maps/embed\\..\\..\\url',
    'https://www.google.com/maps/embedded',
    'https://www.google.com.evil.example/maps/embed',
    'https://user:pass@www.google.com/maps/embed',
    'http://www.google.com/maps/embed',
    'javascript:alert(1)//https://www.google.com/maps/embed',
  ])('refuses %s', (url) => {
    expect(isAllowedMapUrl(url)).toBe(false);
  });

  it('compares with every configured prefix', () => {
    expect(
      isAllowedMapUrl('https://maps.example.in/embed/x', ['https://maps.example.in/embed/']),
    ).toBe(true);
  });
});

describe('extractMapSrc', () => {
  it('reads the src of pasted iframe markup', () => {
    expect(
      extractMapSrc('<iframe src="https://www.google.com/maps/embed?a=1&amp;b=2"></iframe>'),
    ).toBe('https://www.google.com/maps/embed?a=1&b=2');
  });

  it('leaves a text longer than any markup as it is, for the length rule to refuse', () => {
    const long = `src="${'x'.repeat(5000)}"`;
    expect(extractMapSrc(long)).toBe(long);
  });
});

describe('mobile numbers as people type them (decision 094)', () => {
  const rule = requiredMobile('Mobile number is required.', 'Mobile number must be 10 digits.');

  it.each([
    '9822055512',
    '98220 55512',
    '98220-55512',
    '+91 9822055512',
    '+91-98220-55512',
    '919822055512',
    '91 98220 55512',
    '09822055512',
    ' (0) 98220 55512 ',
  ])('stores %p as ten digits', (typed) => {
    expect(rule.parse(typed)).toBe('9822055512');
  });

  it.each(['982205551', '98220555123', '+1 9822055512', '9822O55512', '+91 +91 9822055512'])(
    'refuses %p with the rule message',
    (typed) => {
      const result = rule.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Mobile number must be 10 digits.');
    },
  );

  it('keeps a number that starts with 91 or 0 but is itself ten digits', () => {
    expect(normaliseMobile('9198765432')).toBe('9198765432');
    expect(normaliseMobile('0000000000')).toBe('0000000000');
  });

  it('refuses blank with the required message', () => {
    expect(rule.safeParse('   ').error?.issues[0]?.message).toBe('Mobile number is required.');
  });
});

describe('map links a broker has (decision 094)', () => {
  it.each([
    'https://maps.app.goo.gl/Ab3dEf9GhJk2',
    'https://goo.gl/maps/Ab3dEf9GhJk',
    'https://www.google.com/maps/place/Shaniwar+Wada/@18.519,73.855,17z',
    'https://maps.google.com/maps?q=Baner+Pune',
    'https://www.google.co.in/maps/place/Baner,+Pune',
  ])('takes the share or place link %p', (url) => {
    expect(isMapShareLink(url)).toBe(true);
  });

  it.each([
    'http://maps.app.goo.gl/Ab3dEf9GhJk2',
    'https://maps.app.goo.gl.evil.example/Ab3',
    'https://goo.gl/other',
    'https://user:pw@maps.app.goo.gl/Ab3',
    'https://www.google.com/url?q=https://evil.example',
    'https://www.google.com:8443/maps/place/x',
    'javascript:alert(1)//https://maps.app.goo.gl/x',
  ])('refuses %p', (url) => {
    expect(isMapShareLink(url)).toBe(false);
  });

  it('builds the embed of an address, encoded, and none for no address', () => {
    expect(addressMapUrl(['Survey 12, Baner Road', ' Pune ', null])).toBe(
      'https://www.google.com/maps?q=Survey%2012%2C%20Baner%20Road%2C%20Pune&output=embed',
    );
    expect(addressMapUrl(['"><script>', '&output=x'])).toBe(
      'https://www.google.com/maps?q=%22%3E%3Cscript%3E%2C%20%26output%3Dx&output=embed',
    );
    expect(addressMapUrl(['  ', null])).toBeNull();
  });
});
