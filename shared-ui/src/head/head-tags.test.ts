import { headTags } from './head-tags';
import type { PageHead } from './page-head';

const HOSTILE_TITLE = '</title><script>alert(1)</script>';
const HOSTILE_ATTRIBUTE = '"><img src=x onerror=alert(1)>';

function makeHead(overrides: Partial<PageHead> = {}): PageHead {
  return {
    title: 'Green Acres – Flat in Baner, Pune | Rs. 45 lakh | Pune Prime Properties',
    description: 'Flat of 1250 Sq.ft. at Rs. 45 lakh in Green Acres, Baner Road, Baner, Pune.',
    canonical: 'https://puneprimeproperties.in/details/7',
    type: 'article',
    image: {
      url: 'https://api.puneprimeproperties.in/api/property/7/share-image?v=2026-01-01',
      width: 1200,
      height: 630,
      alt: 'Green Acres',
    },
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'RealEstateListing', name: 'Green Acres' },
    ],
    ...overrides,
  };
}

/** The tags as a browser reads them, in a document's head. */
function parse(head: PageHead, siteName = 'Pune Prime Properties'): Document {
  const html = `<!doctype html><html><head>${headTags(head, siteName)}</head><body></body></html>`;
  return new DOMParser().parseFromString(html, 'text/html');
}

function metaContent(document: Document, key: string): string | null {
  const tag = document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`);
  return tag?.getAttribute('content') ?? null;
}

function jsonLdScripts(document: Document): unknown[] {
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as unknown,
  );
}

describe('headTags', () => {
  it('writes every tag with the head’s values', () => {
    const head = makeHead();
    const document = parse(head);

    expect(document.title).toBe(head.title);
    expect(metaContent(document, 'description')).toBe(head.description);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      head.canonical,
    );
    expect(metaContent(document, 'og:title')).toBe(head.title);
    expect(metaContent(document, 'og:description')).toBe(head.description);
    expect(metaContent(document, 'og:url')).toBe(head.canonical);
    expect(metaContent(document, 'og:type')).toBe('article');
    expect(metaContent(document, 'og:image')).toBe(head.image.url);
    expect(metaContent(document, 'og:image:width')).toBe('1200');
    expect(metaContent(document, 'og:image:height')).toBe('630');
    expect(metaContent(document, 'og:image:alt')).toBe('Green Acres');
    expect(metaContent(document, 'og:site_name')).toBe('Pune Prime Properties');
    expect(metaContent(document, 'og:locale')).toBe('en_IN');
    expect(metaContent(document, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(document, 'twitter:title')).toBe(head.title);
    expect(metaContent(document, 'twitter:description')).toBe(head.description);
    expect(metaContent(document, 'twitter:image')).toBe(head.image.url);
    expect(jsonLdScripts(document)).toEqual(head.jsonLd);
  });

  it('keeps the page indexable unless the head says noindex', () => {
    expect(metaContent(parse(makeHead()), 'robots')).toBeNull();
    expect(metaContent(parse(makeHead({ noindex: true })), 'robots')).toBe('noindex');
  });

  it('writes one JSON-LD script per object, and none without any', () => {
    const jsonLd = [{ '@type': 'RealEstateListing' }, { '@type': 'BreadcrumbList' }];
    expect(jsonLdScripts(parse(makeHead({ jsonLd })))).toEqual(jsonLd);
    expect(jsonLdScripts(parse(makeHead({ jsonLd: [] })))).toEqual([]);
  });

  it.each([HOSTILE_TITLE, HOSTILE_ATTRIBUTE])(
    'keeps a hostile project name as text: %s',
    (name) => {
      const head = makeHead({
        title: `${name} | Pune Prime Properties`,
        description: `${name} in Baner`,
        canonical: `https://puneprimeproperties.in/details/7?${name}`,
        image: { url: `https://api.example/${name}`, width: 1200, height: 630, alt: name },
        jsonLd: [{ '@type': 'RealEstateListing', name, description: `${name}<!-- & -->` }],
      });
      const html = headTags(head, name);
      const document = parse(head, name);

      // Nothing ran out of its place: no element but the ones written, every value read back whole.
      expect(html).not.toMatch(/<script>|<img|<\/title><script/i);
      expect(document.querySelectorAll('img')).toHaveLength(0);
      expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
      expect(document.querySelectorAll('title')).toHaveLength(1);
      expect(document.title).toBe(head.title);
      expect(metaContent(document, 'description')).toBe(head.description);
      expect(metaContent(document, 'og:image:alt')).toBe(name);
      expect(metaContent(document, 'og:site_name')).toBe(name);
      expect(metaContent(document, 'twitter:image')).toBe(head.image.url);
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        head.canonical,
      );
      expect(jsonLdScripts(document)).toEqual(head.jsonLd);
    },
  );

  it('makes JSON-LD safe inside its script element', () => {
    const name = 'A </script><script>alert(1)</script> <!-- & \u2028\u2029';
    const html = headTags(makeHead({ jsonLd: [{ name }] }), 'Pune Prime Properties');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/s.exec(html)?.[1] ?? '';

    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name });
  });
});
