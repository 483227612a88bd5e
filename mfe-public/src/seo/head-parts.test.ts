import { QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from 'shared-api/contract';
import type { PageLoadContext } from 'shared-ui/head';
import site from '../../../site.config.json';
import {
  apiOrigin,
  breadcrumbList,
  clampDescription,
  fitSentences,
  siteRegion,
  siteShareImage,
} from './head-parts';

const SITE: SiteConfig = site;

function makeContext(overrides: Partial<PageLoadContext> = {}): PageLoadContext {
  return {
    queryClient: new QueryClient(),
    params: {},
    search: new URLSearchParams(),
    site: SITE,
    siteUrl: 'https://puneprimeproperties.in',
    apiUrl: 'https://api.puneprimeproperties.in',
    ...overrides,
  };
}

describe('clampDescription', () => {
  it('keeps a short text as it is, spaces tidied', () => {
    expect(clampDescription('  Flat  in\nPune. ')).toBe('Flat in Pune.');
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    const text = 'word '.repeat(40).trim();
    const clamped = clampDescription(text);
    expect(clamped.length).toBeLessThanOrEqual(160);
    expect(clamped).toMatch(/ word…$/);
  });

  it('drops the punctuation before the ellipsis', () => {
    expect(clampDescription('Flat in Baner, Pune, near the metro', 16)).toBe('Flat in Baner…');
  });

  it('cuts inside a word longer than the limit', () => {
    expect(clampDescription('x'.repeat(200))).toBe(`${'x'.repeat(159)}…`);
  });
});

describe('fitSentences', () => {
  it('keeps the sentences that fit, in order', () => {
    expect(fitSentences(['One.', 'Two.', 'x'.repeat(160)])).toBe('One. Two.');
    expect(fitSentences(['One.', '', 'Two.'])).toBe('One. Two.');
  });

  it('cuts the first sentence when it alone is too long', () => {
    expect(fitSentences([`${'long '.repeat(40)}end.`, 'Two.'])).toMatch(/^long .*long…$/);
  });
});

describe('the shared parts', () => {
  it('names the region from the RERA authority, none for an unknown one', () => {
    expect(siteRegion(SITE)).toBe('Maharashtra');
    expect(siteRegion({ ...SITE, rera: { ...SITE.rera, authority: 'K-RERA' } })).toBeUndefined();
  });

  it('takes the site origin for a same-origin API', () => {
    expect(apiOrigin(makeContext())).toBe('https://api.puneprimeproperties.in');
    expect(apiOrigin(makeContext({ apiUrl: '' }))).toBe('https://puneprimeproperties.in');
  });

  it('gives the site share image at 1200×630', () => {
    expect(siteShareImage(makeContext())).toEqual({
      url: 'https://api.puneprimeproperties.in/api/site/share-image',
      width: 1200,
      height: 630,
      alt: 'Pune Prime Properties: Approved homes, honest advice',
    });
  });

  it('numbers the breadcrumb trail from 1', () => {
    expect(
      breadcrumbList([
        { name: 'Home', url: 'https://x.in/' },
        { name: 'About Us', url: 'https://x.in/aboutus' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.in/' },
        { '@type': 'ListItem', position: 2, name: 'About Us', item: 'https://x.in/aboutus' },
      ],
    });
  });
});
