import {
  escapeSvgText,
  fitText,
  propertyCardSvg,
  siteCardSvg,
  textWidth,
} from '../../src/share-images/draw';

const TITLE = { size: 60, bold: true };

describe('escapeSvgText', () => {
  it('escapes the five XML specials, so a name is text and never markup', () => {
    expect(escapeSvgText(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('drops what XML refuses and writes line breaks as spaces', () => {
    expect(escapeSvgText('a\u0000b\u0007c\u001fd\ud800e\uffff f\r\ng\th')).toBe('abcde f g h');
  });
});

describe('fitText', () => {
  it('keeps a text that fits, spaces collapsed', () => {
    expect(fitText('  Green   Meadows ', TITLE, 1080)).toBe('Green Meadows');
  });

  it('cuts a long text with an ellipsis within the width', () => {
    for (const text of [
      'W'.repeat(80),
      'Shree Siddhivinayak Residency '.repeat(6),
      '🏠'.repeat(50),
    ]) {
      const fitted = fitText(text, TITLE, 1080);
      expect(fitted.endsWith('…')).toBe(true);
      expect(fitted.length).toBeLessThan(text.length);
      expect(textWidth(fitted, TITLE)).toBeLessThanOrEqual(1080);
    }
  });

  it('never cuts inside a grapheme (a letter with its marks, an emoji)', () => {
    const fitted = fitText('👨‍👩‍👧'.repeat(40), TITLE, 500);
    expect(fitted.replace(/…$/, '').replace(/(👨‍👩‍👧)/gu, '')).toBe('');
  });
});

describe('the drawings', () => {
  it('are 1200 × 630 SVG documents with every text escaped', () => {
    const card = propertyCardSvg(
      {
        projectName: '<b>&',
        price: 'Rs. 45 lakh',
        bhk: null,
        city: 'Pune',
        rera: null,
        brokerName: '"Broker"',
      },
      true,
    );
    expect(card).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/,
    );
    expect(card).toContain('&lt;b&gt;&amp;');
    expect(card).toContain('&quot;Broker&quot;');
    expect(card).not.toContain('<b>');
    expect(siteCardSvg('A & B', 'x < y')).toContain('A &amp; B');
  });

  it('leave the city line out when the property has none', () => {
    const withCity = propertyCardSvg(
      {
        projectName: 'P',
        price: 'Rs. 1 crore',
        bhk: null,
        city: 'Pune',
        rera: null,
        brokerName: 'B',
      },
      false,
    );
    const withoutCity = propertyCardSvg(
      {
        projectName: 'P',
        price: 'Rs. 1 crore',
        bhk: null,
        city: null,
        rera: null,
        brokerName: 'B',
      },
      false,
    );
    expect(withCity.match(/<text /g)).toHaveLength(4);
    expect(withoutCity.match(/<text /g)).toHaveLength(3);
    // Over a photo, nothing but the band and the tag is drawn: no placeholder background.
    expect(withoutCity).not.toContain('linearGradient');
  });

  it('say the BHK before the price when the listing has bedrooms', () => {
    const card = propertyCardSvg(
      {
        projectName: 'P',
        price: 'Rs. 85 lakh',
        bhk: '2 BHK',
        city: null,
        rera: null,
        brokerName: 'B',
      },
      false,
    );
    expect(card).toMatch(/>2 BHK +· +Rs\. 85 lakh</);
  });

  it('quote the RERA registration beside the city when the project has one', () => {
    const card = propertyCardSvg(
      {
        projectName: 'P',
        price: 'Rs. 1 crore',
        bhk: null,
        city: 'Baner',
        rera: 'MahaRERA P52100012345',
        brokerName: 'B',
      },
      false,
    );
    expect(card).toMatch(/>Baner +· +MahaRERA P52100012345</);
    const registeredOnly = propertyCardSvg(
      {
        projectName: 'P',
        price: 'Rs. 1 crore',
        bhk: null,
        city: null,
        rera: 'MahaRERA P52100012345',
        brokerName: 'B',
      },
      false,
    );
    expect(registeredOnly).toContain('>MahaRERA P52100012345<');
  });
});
