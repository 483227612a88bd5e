import { propertyHead } from './property-head';
import { API_URL, makeContext, makeProperty, SITE_URL } from '../testing/property-head';

describe('propertyHead', () => {
  it('titles the page with the project, BHK and type, place, price in words and broker', () => {
    const head = propertyHead(makeProperty(), makeContext());
    expect(head.title).toBe(
      'Green Acres – 2 BHK Apartment in Baner, Pune | Rs. 45 lakh | Pune Prime Properties',
    );
    expect(propertyHead(makeProperty({ bedrooms: 0 }), makeContext()).title).toContain(
      '– 1 RK Apartment in',
    );
    expect(propertyHead(makeProperty({ price: 12_500_000 }), makeContext()).title).toContain(
      '| Rs. 1.25 crore |',
    );
  });

  it('names the city once when the locality is the city, and without a type', () => {
    const head = propertyHead(
      makeProperty({ city_name: 'Pune', property_type: null, bedrooms: null }),
      makeContext(),
    );
    expect(head.title).toBe('Green Acres – Property in Pune | Rs. 45 lakh | Pune Prime Properties');
  });

  it('names no BHK for a plot', () => {
    const head = propertyHead(makeProperty({ property_type: 'Plot', bedrooms: 2 }), makeContext());
    expect(head.title).toBe(
      'Green Acres – Plot in Baner, Pune | Rs. 45 lakh | Pune Prime Properties',
    );
  });

  it('describes the property from its facts in at most 160 characters', () => {
    const head = propertyHead(makeProperty(), makeContext());
    expect(head.description).toBe(
      '2 BHK Apartment of 650 sq.ft. carpet at Rs. 45 lakh in Green Acres, Baner Road, Baner, ' +
        'Pune. ' +
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
      /^2 BHK Apartment of 650 sq\.ft\. carpet at Rs\. 45 lakh in Green Acres, Survey/,
    );
    expect(description).toMatch(/[a-z]…$/i);
  });

  it('gives the area when there is no carpet area, and leaves it out when both are unknown', () => {
    const area = propertyHead(makeProperty({ carpet_area: null }), makeContext());
    expect(area.description).toMatch(/^2 BHK Apartment of 1250 Sq\.ft\. at Rs\. 45 lakh in /);
    const none = propertyHead(makeProperty({ size: null, carpet_area: null }), makeContext());
    expect(none.description).toMatch(/^2 BHK Apartment at Rs\. 45 lakh in Green Acres/);
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
      alt: 'Green Acres: 2 BHK Apartment in Baner, Pune, Rs. 45 lakh',
    });
  });

  it('leaves the version out of the share image when the change time is unknown', () => {
    const head = propertyHead(makeProperty({ updated_at: '' }), makeContext());
    expect(head.image.url).toBe(`${API_URL}/api/property/7/share-image`);
  });
});
