import type { ReactElement } from 'react';
import { usePageTitle } from 'shared-ui';
import { HeroCarousel } from './hero-carousel';
import { HomeLoanMarquee } from './home-loan-marquee';
import { PopularProperties } from './popular-properties';

/** The home page: hero, home loan band, and the searchable list of popular properties. */
export function HomePage(): ReactElement {
  usePageTitle('Find your dream home');
  return (
    <>
      <HeroCarousel />
      <HomeLoanMarquee />
      <PopularProperties />
    </>
  );
}
