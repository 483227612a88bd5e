import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { setReducedMotion } from '../../../testing/reduced-motion';
import { DETAIL_CAROUSEL_INTERVAL_MS, ImageCarousel } from './image-carousel';

const IMAGES = [{ src: '/a.webp' }, { src: '/b.webp' }, { src: '/c.webp' }];
const shown = () => screen.getByRole('img').getAttribute('alt');

describe('ImageCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves on every 5 seconds and with the Previous and Next buttons', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(<ImageCarousel images={IMAGES} name="Green Acres" />);
    expect(shown()).toBe('Green Acres, 1 of 3');
    act(() => jest.advanceTimersByTime(DETAIL_CAROUSEL_INTERVAL_MS));
    expect(shown()).toBe('Green Acres, 2 of 3');

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe('Green Acres, 3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe('Green Acres, 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shown()).toBe('Green Acres, 3 of 3');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderWithProviders(<ImageCarousel images={IMAGES} name="Green Acres" />);
    const carousel = screen.getByRole('region', { name: 'Photos of Green Acres' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(DETAIL_CAROUSEL_INTERVAL_MS * 2));
    expect(shown()).toBe('Green Acres, 1 of 3');
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(DETAIL_CAROUSEL_INTERVAL_MS));
    expect(shown()).toBe('Green Acres, 2 of 3');
  });

  it('pauses while a control has focus', () => {
    renderWithProviders(<ImageCarousel images={IMAGES} name="Green Acres" />);
    act(() => screen.getByRole('button', { name: 'Next image' }).focus());
    act(() => jest.advanceTimersByTime(DETAIL_CAROUSEL_INTERVAL_MS * 2));
    expect(shown()).toBe('Green Acres, 1 of 3');
  });

  it('does not move by itself under reduced motion', () => {
    const restore = setReducedMotion(true);
    renderWithProviders(<ImageCarousel images={IMAGES} name="Green Acres" />);
    act(() => jest.advanceTimersByTime(DETAIL_CAROUSEL_INTERVAL_MS * 2));
    expect(shown()).toBe('Green Acres, 1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    restore();
  });

  it("says 'No images available' without photos", () => {
    renderWithProviders(<ImageCarousel images={[]} name="Green Acres" />);
    expect(screen.getByText('No images available')).toBeInTheDocument();
  });
});
