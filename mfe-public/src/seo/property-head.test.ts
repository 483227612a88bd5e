import { QueryClient } from '@tanstack/react-query';
import type { PropertyDetail, SiteConfig } from 'shared-api/contract';
import type { PageLoadContext } from 'shared-ui/head';
import site from '../../../site.config.json';
import { makeDetail } from '../testing/fixtures';
import { accommodationType, propertyHead } from './property-head';

const SITE: SiteConfig = site;
const SITE_URL = 'https://puneprimeproperties.in';
const API_URL = 'https://api.puneprimeproperties.in';

function makeContext(): PageLoadContext {
  return {
    queryClient: new QueryClient(),
    params: { property_id: '7' },
    search: new URLSearchParams(),
    site: SITE,
    siteUrl: SITE_URL,
    apiUrl: API_URL,
  };
}

/** A listing in Baner as the demo seeds them, with its times and a RERA number. */
function makeProperty(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return makeDetail({
    city_name: 'Baner',
    property_type: 'Apartment',
    project_status: 'Ready to Move',
    transaction_type: 'New Booking',
    status: 'For Sale',
    rera_number: 'P52100011234',
    created_at: '2026-01-05T09:30:00.000Z',
    updated_at: '2026-02-10T12:00:00.000Z',
    ...overrides,
  });
}

/** The JSON-LD object of a type. */
function jsonLdOf(property: PropertyDetail, type: string): Record<string, unknown> {
  const found = propertyHead(property, makeContext()).jsonLd.find(
    (data) => (data as Record<string, unknown>)['@type'] === type,
  );
  if (!found) throw new Error(`no ${type}`);
  return found as Record<string, unknown>;
}

describe('propertyHead', () => {
  it('titles the page with the project, type, place, price in words and broker', () => {
    const head = propertyHead(makeProperty(), makeContext());
    expect(head.title).toBe(
      'Green Acres – Apartment in Baner, Pune | Rs. 45 lakh | Pune Prime Properties',
    );
    expect(propertyHead(makeProperty({ price: 12_500_000 }), makeContext()).title).toContain(
      '| Rs. 1.25 crore |',
    );
  });

  it('names the city once when the locality is the city, and without a type', () => {
    const head = propertyHead(
      makeProperty({ city_name: 'Pune', property_type: null }),
      makeContext(),
    );
    expect(head.title).toBe('Green Acres – Property in Pune | Rs. 45 lakh | Pune Prime Properties');
  });

  it('describes the property from its facts in at most 160 characters', () => {
    const head = propertyHead(makeProperty(), makeContext());
    expect(head.description).toBe(
      'Apartment of 1250 Sq.ft. at Rs. 45 lakh in Green Acres, Baner Road, Baner, Pune. ' +
        'Ready to Move, New Booking, For Sale.',
    );
  });

  it('names the locality and city once when the address already has them', () => {
    const property = makeProperty({ address: '255, Mundhwa Road, Baner, Pune' });
    const head = propertyHead(property, makeContext());
    expect(head.description).toContain('in Green Acres, 255, Mundhwa Road, Baner, Pune. ');
    expect(JSON.stringify(head.jsonLd)).toContain(
      '"streetAddress":"255, Mundhwa Road, Baner, Pune"',
    );
  });

  it('cuts a long description at a word with an ellipsis', () => {
    const address = 'Survey No. 12, Near the Old Temple, Behind the New Market Yard '.repeat(4);
    const { description } = propertyHead(makeProperty({ address }), makeContext());
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(
      /^Apartment of 1250 Sq\.ft\. at Rs\. 45 lakh in Green Acres, Survey/,
    );
    expect(description).toMatch(/[a-z]…$/i);
  });

  it('leaves the area out when it is unknown', () => {
    const { description } = propertyHead(makeProperty({ size: null }), makeContext());
    expect(description).toMatch(/^Apartment at Rs\. 45 lakh in Green Acres/);
  });

  it('gives the canonical address, the article type and the versioned share image', () => {
    const head = propertyHead(makeProperty(), makeContext());
    expect(head.canonical).toBe(`${SITE_URL}/details/7`);
    expect(head.type).toBe('article');
    expect(head.noindex).toBeUndefined();
    expect(head.image).toEqual({
      url: `${API_URL}/api/property/7/share-image?v=2026-02-10T12%3A00%3A00.000Z`,
      width: 1200,
      height: 630,
      alt: 'Green Acres: Apartment in Baner, Pune, Rs. 45 lakh',
    });
  });

  it('leaves the version out of the share image when the change time is unknown', () => {
    const head = propertyHead(makeProperty({ updated_at: '' }), makeContext());
    expect(head.image.url).toBe(`${API_URL}/api/property/7/share-image`);
  });

  it('describes the listing as a schema.org RealEstateListing', () => {
    const listing = jsonLdOf(makeProperty(), 'RealEstateListing');
    expect(listing).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Green Acres',
      url: `${SITE_URL}/details/7`,
      description: propertyHead(makeProperty(), makeContext()).description,
      datePosted: '2026-01-05',
      dateModified: '2026-02-10',
      image: [`${API_URL}/uploads/images/a.jpg`, `${API_URL}/uploads/images/b.jpg`],
      offers: {
        '@type': 'Offer',
        price: 4_500_000,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${SITE_URL}/details/7`,
        offeredBy: {
          '@type': 'RealEstateAgent',
          name: 'Pune Prime Properties',
          url: `${SITE_URL}/`,
        },
      },
      about: {
        '@type': 'Apartment',
        name: 'Apartment in Green Acres',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Baner Road, Baner',
          addressLocality: 'Pune',
          addressRegion: 'Maharashtra',
          addressCountry: 'IN',
        },
        floorSize: { '@type': 'QuantitativeValue', value: 1250, unitCode: 'FTK' },
        identifier: {
          '@type': 'PropertyValue',
          propertyID: 'MahaRERA',
          value: 'P52100011234',
          url: 'https://maharera.maharashtra.gov.in/projects-search-result?rera_reg_no=P52100011234',
        },
      },
    });
  });

  it('falls back to the share image without photos, and leaves out what is unknown', () => {
    const listing = jsonLdOf(
      makeProperty({ image1: null, image2: null, rera_number: null, size: null, created_at: '' }),
      'RealEstateListing',
    );
    expect(listing.image).toEqual([
      `${API_URL}/api/property/7/share-image?v=2026-02-10T12%3A00%3A00.000Z`,
    ]);
    expect(listing).not.toHaveProperty('datePosted');
    expect(listing.about).not.toHaveProperty('identifier');
    expect(listing.about).not.toHaveProperty('floorSize');
  });

  it('passes absolute photo addresses through', () => {
    const listing = jsonLdOf(
      makeProperty({ image1: 'https://cdn.example/a.jpg', image2: null }),
      'RealEstateListing',
    );
    expect(listing.image).toEqual(['https://cdn.example/a.jpg']);
  });

  it.each([
    ['m2', 'MTK'],
    ['acres', 'ACR'],
    ['yards', 'YDK'],
    [null, 'FTK'],
  ])('codes the area unit %s as %s', (unit, code) => {
    const listing = jsonLdOf(makeProperty({ unit }), 'RealEstateListing');
    expect(listing.about).toMatchObject({ floorSize: { unitCode: code } });
  });

  it('gives a plot its area as a property value, not a floor size', () => {
    const listing = jsonLdOf(
      makeProperty({ property_type: 'Plot', unit: 'acres', size: 2 }),
      'RealEstateListing',
    );
    expect(listing.about).toMatchObject({
      '@type': 'Place',
      additionalProperty: { '@type': 'PropertyValue', name: 'Area', value: 2, unitCode: 'ACR' },
    });
    expect(listing.about).not.toHaveProperty('floorSize');
  });

  it.each([
    ['For Sale', 'Ready to Move', 'https://schema.org/InStock'],
    ['For Sale', 'Under Construction', 'https://schema.org/PreOrder'],
    ['Sold', 'Ready to Move', 'https://schema.org/SoldOut'],
    ['Under Offer', 'Ready to Move', 'https://schema.org/LimitedAvailability'],
  ])('offers a listing %s, %s as %s', (status, projectStatus, expected) => {
    const listing = jsonLdOf(
      makeProperty({ status, project_status: projectStatus }),
      'RealEstateListing',
    );
    expect(listing.offers).toMatchObject({ availability: expected });
  });

  it('marks a rental as leased out', () => {
    const listing = jsonLdOf(makeProperty({ status: 'For Rent' }), 'RealEstateListing');
    expect(listing.offers).toMatchObject({
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    });
    expect(jsonLdOf(makeProperty(), 'RealEstateListing').offers).not.toHaveProperty(
      'businessFunction',
    );
  });

  it('gives the breadcrumb trail from the home page', () => {
    expect(jsonLdOf(makeProperty(), 'BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
        { '@type': 'ListItem', position: 2, name: 'Green Acres', item: `${SITE_URL}/details/7` },
      ],
    });
  });
});

describe('accommodationType', () => {
  it.each([
    ['Apartment', 'Apartment'],
    ['Flat', 'Apartment'],
    ['2 BHK', 'Apartment'],
    ['Penthouse', 'Apartment'],
    ['Villa', 'SingleFamilyResidence'],
    ['Bungalow', 'SingleFamilyResidence'],
    ['Row House', 'SingleFamilyResidence'],
    ['Rowhouse', 'SingleFamilyResidence'],
    ['Independent House', 'SingleFamilyResidence'],
    ['Plot', 'Place'],
    ['NA Plots', 'Place'],
    ['Agricultural Land', 'Place'],
    ['Office Space', 'Accommodation'],
    ['Shop', 'Accommodation'],
    [null, 'Accommodation'],
  ])('%s is a %s', (name, type) => {
    expect(accommodationType(name)).toBe(type);
  });
});
