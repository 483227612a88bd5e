import { act, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { installFakeObserver } from '../testing/fake-observers';
import { Marquee } from './marquee';

describe('Marquee', () => {
  it('reads its content once: the looping copy is hidden from assistive technology', () => {
    renderWithProviders(<Marquee label="Home loan partners">SBI · HDFC</Marquee>);

    expect(screen.getByRole('region', { name: 'Home loan partners' })).toBeInTheDocument();
    const copies = screen.getAllByText('SBI · HDFC');
    expect(copies).toHaveLength(2);
    expect(copies[0]).not.toHaveAttribute('aria-hidden');
    expect(copies[1]).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes its duration from the width the browser reports, at the given speed', () => {
    const resize = installFakeObserver<{ contentRect: { width: number } }>('ResizeObserver');
    try {
      const { unmount } = renderWithProviders(
        <Marquee label="Partners" speed={100}>
          SBI · HDFC
        </Marquee>,
      );
      const track = screen.getByTestId('marquee-track');
      const [observer] = resize.observers;
      // The first copy is measured: one loop is its width.
      expect(observer?.targets).toEqual([screen.getAllByText('SBI · HDFC')[0]]);
      expect(track).toHaveStyle({ animationDuration: '20s' });

      act(() => observer?.report([{ contentRect: { width: 500 } }]));
      expect(track).toHaveStyle({ animationDuration: '5s' });
      // A zero width (not laid out, say hidden) keeps the last duration.
      act(() => observer?.report([{ contentRect: { width: 0 } }]));
      expect(track).toHaveStyle({ animationDuration: '5s' });

      unmount();
      expect(observer?.disconnected).toBe(true);
    } finally {
      resize.restore();
    }
  });
});
