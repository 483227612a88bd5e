// A property page's head as the tests build it: the site's configuration, a listing in Baner.
import { QueryClient } from '@tanstack/react-query';
import type { PropertyDetail, SiteConfig } from 'shared-api/contract';
import type { PageLoadContext } from 'shared-ui/head';
import site from '../../../site.config.json';
import { propertyHead } from '../seo/property-head';
import { makeDetail } from './fixtures';

export const SITE: SiteConfig = site;
export const SITE_URL = 'https://puneprimeproperties.in';
export const API_URL = 'https://api.puneprimeproperties.in';

export function makeContext(): PageLoadContext {
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
export function makeProperty(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
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

/** The JSON-LD object of a type in a property's head. */
export function jsonLdOf(property: PropertyDetail, type: string): Record<string, unknown> {
  const found = propertyHead(property, makeContext()).jsonLd.find(
    (data) => (data as Record<string, unknown>)['@type'] === type,
  );
  if (!found) throw new Error(`no ${type}`);
  return found as Record<string, unknown>;
}
