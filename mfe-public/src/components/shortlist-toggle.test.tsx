import { screen } from '@testing-library/react';
import { SHORTLIST_KEY, SHORTLIST_MAX } from 'shared-api';
import { renderWithProviders } from 'shared-ui/testing';
import { ShortlistToggle } from './shortlist-toggle';

afterEach(() => localStorage.clear());

describe('ShortlistToggle', () => {
  it('is a toggle button named for the property, pressed once shortlisted, and says so politely', async () => {
    const { user } = renderWithProviders(<ShortlistToggle propertyId={7} name="Skyline Heights" />);
    const toggle = screen.getByRole('button', { name: 'Shortlist Skyline Heights' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // By keyboard: focus it and press Enter.
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Added Skyline Heights to your shortlist');
    expect(localStorage.getItem(SHORTLIST_KEY)).toBe('[7]');

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Removed Skyline Heights from your shortlist',
    );
    expect(localStorage.getItem(SHORTLIST_KEY)).toBe('[]');
  });

  it('shows every toggle of the same property in the same state', async () => {
    const { user } = renderWithProviders(
      <>
        <ShortlistToggle propertyId={7} name="Skyline Heights" />
        <ShortlistToggle propertyId={7} name="Skyline Heights" />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Shortlist Skyline Heights' });
    await user.click(first!);
    expect(second).toHaveAttribute('aria-pressed', 'true');
  });

  it('says on screen when the shortlist is full, and adds nothing', async () => {
    const full = Array.from({ length: SHORTLIST_MAX }, (_, index) => index + 100);
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify(full));
    const { user } = renderWithProviders(<ShortlistToggle propertyId={7} name="Skyline Heights" />);
    const toggle = screen.getByRole('button', { name: 'Shortlist Skyline Heights' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(
      `Your shortlist is full (${SHORTLIST_MAX} properties): remove one to add another`,
    );
  });
});
