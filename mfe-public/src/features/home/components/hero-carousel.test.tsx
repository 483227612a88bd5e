import { act, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { setReducedMotion } from '../../../testing/reduced-motion';
import { HERO_INTERVAL_MS, HeroCarousel } from './hero-carousel';

const activeSlide = () =>
  screen.getAllByTestId('hero-slide').findIndex((slide) => slide.dataset.active === 'true');

describe('HeroCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fades to the next of the three scenes every 3 seconds, then starts over', () => {
    renderWithProviders(<HeroCarousel />);
    expect(screen.getAllByTestId('hero-slide')).toHaveLength(3);
    expect(activeSlide()).toBe(0);
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeSlide()).toBe(1);
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(activeSlide()).toBe(0);
  });

  it('stays on the first scene when the visitor prefers reduced motion', () => {
    const restore = setReducedMotion(true);
    renderWithProviders(<HeroCarousel />);
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(activeSlide()).toBe(0);
    restore();
  });
});
