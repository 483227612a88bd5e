import { QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from 'shared-api/contract';
import type { PageHead, PageLoadContext } from 'shared-ui/head';
import site from '../../../site.config.json';
import { sitePageHead, type SitePage } from './site-heads';

const SITE: SiteConfig = site;
const SITE_URL = 'https://puneprimeproperties.in';
const API_URL = 'https://api.puneprimeproperties.in';
const PAGES: SitePage[] = [
  'home',
  'about',
  'home-loan',
  'contact',
  'post-requirement',
  'login',
  'not-found',
];

function makeContext(search = ''): PageLoadContext {
  return {
    queryClient: new QueryClient(),
    params: {},
    search: new URLSearchParams(search),
    site: SITE,
    siteUrl: SITE_URL,
    apiUrl: API_URL,
  };
}

function head(page: SitePage): PageHead {
  return sitePageHead(page, makeContext());
}

function typesOf(page: SitePage): unknown[] {
  return head(page).jsonLd.map((data) => (data as Record<string, unknown>)['@type']);
}

describe('sitePageHead', () => {
  it('titles every page distinctly, with the broker’s name', () => {
    const titles = PAGES.map((page) => head(page).title);
    expect(new Set(titles).size).toBe(PAGES.length);
    expect(titles.every((title) => title.includes('Pune Prime Properties'))).toBe(true);
    expect(head('home').title).toBe(
      'Pune Prime Properties: Approved homes, honest advice – flats, plots and offices in Pune',
    );
    expect(head('about').title).toBe('About us | Pune Prime Properties');
    expect(head('home-loan').title).toBe(
      'Home loans for approved properties | Pune Prime Properties',
    );
    expect(head('contact').title).toBe('Contact us | Pune Prime Properties');
    expect(head('post-requirement').title).toBe('Post your requirement | Pune Prime Properties');
    expect(head('login').title).toBe('Login | Pune Prime Properties');
    expect(head('not-found').title).toBe('Page not found | Pune Prime Properties');
  });

  it('describes every page distinctly in at most 160 characters', () => {
    const descriptions = PAGES.map((page) => head(page).description);
    expect(new Set(descriptions).size).toBe(PAGES.length);
    for (const description of descriptions) {
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).toMatch(/\.$/);
    }
  });

  it('tells the site configuration’s facts', () => {
    expect(head('home').description).toBe(
      'Pune Prime Properties: approved flats, bungalows, plots, shops and offices in Pune, ' +
        'their sanctions and title checked. 25+ years, 100+ deals closed.',
    );
    expect(head('about').description).toBe(
      'Rajesh Kulkarni, founder of Pune Prime Properties: 25+ years as a property expert in ' +
        'Pune, 100+ deals closed. We deal only in approved properties.',
    );
    expect(head('home-loan').description).toContain(
      'from our affiliated banks: State Bank of India, HDFC Bank, ICICI Bank and 5 more.',
    );
    expect(head('contact').description).toBe(
      'Call +91 98220 12345 or email contact@puneprimeproperties.in. Visit Pune Prime ' +
        'Properties at Office 12, Shreeji Heights, FC Road, Deccan Gymkhana, Pune 411004.',
    );
  });

  it('names every bank when there are few', () => {
    const context = makeContext();
    const few = { ...context, site: { ...SITE, banks: ['HDFC Bank', 'Axis Bank'] } };
    expect(sitePageHead('home-loan', few).description).toContain(
      'affiliated banks: HDFC Bank and Axis Bank.',
    );
  });

  it('gives each page its canonical address on the site', () => {
    expect(PAGES.map((page) => head(page).canonical)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/aboutus`,
      `${SITE_URL}/home_loan`,
      `${SITE_URL}/contact`,
      `${SITE_URL}/post_req`,
      `${SITE_URL}/login`,
      `${SITE_URL}/`,
    ]);
    // A filtered home page is the home page.
    expect(sitePageHead('home', makeContext('?city=2&type=1')).canonical).toBe(`${SITE_URL}/`);
  });

  it('keeps the sign-in and not-found pages out of search indexes, only them', () => {
    expect(PAGES.filter((page) => head(page).noindex)).toEqual(['login', 'not-found']);
  });

  it('shares the site image, 1200×630, as a website', () => {
    for (const page of PAGES) {
      expect(head(page).type).toBe('website');
      expect(head(page).image).toEqual({
        url: `${API_URL}/api/site/share-image`,
        width: 1200,
        height: 630,
        alt: 'Pune Prime Properties: Approved homes, honest advice',
      });
    }
  });

  it('describes the broker as a RealEstateAgent on the home and contact pages', () => {
    const agent = head('contact').jsonLd.find(
      (data) => (data as Record<string, unknown>)['@type'] === 'RealEstateAgent',
    );
    expect(agent).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: 'Pune Prime Properties',
      description: 'Approved homes, honest advice',
      url: `${SITE_URL}/`,
      image: `${API_URL}/api/site/share-image`,
      telephone: '+91 98220 12345',
      email: 'contact@puneprimeproperties.in',
      founder: { '@type': 'Person', name: 'Rajesh Kulkarni' },
      areaServed: 'Pune',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Office 12, Shreeji Heights, FC Road, Near Goodluck Chowk, Deccan Gymkhana',
        addressLocality: 'Pune',
        addressRegion: 'Maharashtra',
        postalCode: '411004',
        addressCountry: 'IN',
      },
      sameAs: [
        'https://www.facebook.com/puneprimeproperties',
        'https://www.instagram.com/puneprimeproperties',
        'https://www.youtube.com/@puneprimeproperties',
      ],
      identifier: { '@type': 'PropertyValue', propertyID: 'MahaRERA', value: 'A52100012345' },
    });
    expect(typesOf('home')).toEqual(['WebSite', 'RealEstateAgent']);
    expect(typesOf('contact')).toEqual(['RealEstateAgent', 'BreadcrumbList']);
  });

  it('gives the other pages their breadcrumb from the home page', () => {
    for (const page of ['about', 'home-loan', 'post-requirement', 'login'] as const) {
      expect(typesOf(page)).toEqual(['BreadcrumbList']);
    }
    expect(head('home-loan').jsonLd[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
        { '@type': 'ListItem', position: 2, name: 'Home Loan', item: `${SITE_URL}/home_loan` },
      ],
    });
    expect(head('not-found').jsonLd).toEqual([]);
  });
});
