import type { ReactElement } from 'react';
import { isPropertyId } from 'shared-api';
import type { PropertyDetail } from 'shared-api/contract';
import { Container } from 'shared-ui';
import { PageHero } from '../components/page-hero';
import { HeroCarousel } from '../features/home/components/hero-carousel';
import { DETAILS_TITLE } from '../features/property-details/components/property-details-page';
import { PropertyViewTop } from '../features/property-details/components/property-view';

/**
 * The top of a page as the host's page shows it before the site has rendered, by the name of the
 * page's expose. Only content that needs no data and no visitor: the home page's hero, the
 * largest paint of the most visited page. Written at build time (write-first-screens.tsx).
 */
export const FIRST_SCREENS = {
  home: () => <HeroCarousel />,
} satisfies Record<string, () => ReactElement>;

/** How a first screen with data reads the API (mfe-public's server, server.tsx). */
export interface ReadApi {
  /** The API's answer to a GET of `path` as JSON, or null for any other outcome. */
  (path: string): Promise<unknown>;
}

/**
 * First screens that show the page's data, written per request by mfe-public's server from the
 * API's public answer (decision 072): by expose name, from the route's parameters to the screen,
 * or null where the page has nothing to show (an id that names no property).
 */
export const DATA_FIRST_SCREENS = {
  'property-details': async (params: URLSearchParams, readApi: ReadApi) => {
    const id = params.get('property_id') ?? undefined;
    if (!isPropertyId(id)) return null;
    const property = (await readApi(`/api/property/details/${id}`)) as PropertyDetail | null;
    if (property?.id !== Number(id)) return null;
    return (
      <>
        <PageHero title={DETAILS_TITLE} crumb={DETAILS_TITLE} />
        <Container>
          <PropertyViewTop property={property} />
        </Container>
      </>
    );
  },
} satisfies Record<
  string,
  (params: URLSearchParams, readApi: ReadApi) => Promise<ReactElement | null>
>;
