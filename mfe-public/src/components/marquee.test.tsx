import { act, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { Marquee } from './marquee';

type Report = (entries: Array<{ contentRect: { width: number } }>) => void;

/** jsdom has no ResizeObserver: this one lets a test report a size, as the browser would. */
function installResizeObserver() {
  const observers: Array<{ report: Report; targets: Element[]; disconnected: boolean }> = [];
  const original = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    private readonly entry;
    constructor(report: Report) {
      this.entry = { report, targets: [] as Element[], disconnected: false };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  } as unknown as typeof ResizeObserver;
  return {
    observers,
    restore: () => {
      globalThis.ResizeObserver = original;
    },
  };
}

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
    const resize = installResizeObserver();
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
