import type { ReactElement } from 'react';
import { HeroCarousel } from '../features/home/components/hero-carousel';

/**
 * The top of a page as the host's page shows it before the site has rendered, by the name of the
 * page's expose. Only content that needs no data and no visitor: the home page's hero, the
 * largest paint of the most visited page.
 */
export const FIRST_SCREENS = {
  home: () => <HeroCarousel />,
} satisfies Record<string, () => ReactElement>;
