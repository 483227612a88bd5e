// A property page's structured data (schema.org, JSON-LD).
import { propertyHead } from './property-head';
import { accommodationType } from './property-words';
import { API_URL, jsonLdOf, makeContext, makeProperty, SITE_URL } from '../testing/property-head';

describe('propertyHead JSON-LD', () => {
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
        name: '2 BHK Apartment in Green Acres',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Baner Road, Baner',
          addressLocality: 'Pune',
          addressRegion: 'Maharashtra',
          addressCountry: 'IN',
        },
        numberOfBedrooms: 2,
        floorSize: { '@type': 'QuantitativeValue', value: 650, unitCode: 'FTK' },
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
      makeProperty({
        image1: null,
        image2: null,
        rera_number: null,
        size: null,
        carpet_area: null,
        bedrooms: null,
        created_at: '',
      }),
      'RealEstateListing',
    );
    expect(listing.image).toEqual([
      `${API_URL}/api/property/7/share-image?v=2026-02-10T12%3A00%3A00.000Z`,
    ]);
    expect(listing).not.toHaveProperty('datePosted');
    expect(listing.about).not.toHaveProperty('identifier');
    expect(listing.about).not.toHaveProperty('floorSize');
    expect(listing.about).not.toHaveProperty('numberOfBedrooms');
  });

  it('gives the bedrooms and the carpet area in square feet as the floor size', () => {
    const listing = jsonLdOf(
      makeProperty({ bedrooms: 3, carpet_area: 1050.5, size: 2, unit: 'acres' }),
      'RealEstateListing',
    );
    expect(listing.about).toMatchObject({
      numberOfBedrooms: 3,
      floorSize: { '@type': 'QuantitativeValue', value: 1050.5, unitCode: 'FTK' },
    });
    // A studio (1 RK) has no separate bedroom.
    const studio = jsonLdOf(makeProperty({ bedrooms: 0 }), 'RealEstateListing');
    expect(studio.about).toMatchObject({ numberOfBedrooms: 0 });
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
  ])('codes the area unit %s as %s (without a carpet area)', (unit, code) => {
    const listing = jsonLdOf(makeProperty({ unit, carpet_area: null }), 'RealEstateListing');
    expect(listing.about).toMatchObject({ floorSize: { unitCode: code } });
  });

  it('gives a plot its area as a property value, not a floor size', () => {
    const listing = jsonLdOf(
      makeProperty({ property_type: 'Plot', unit: 'acres', size: 2, bedrooms: null }),
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
