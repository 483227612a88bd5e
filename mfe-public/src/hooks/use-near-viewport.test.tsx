import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { installFakeObserver } from '../testing/fake-observers';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  return <div ref={ref}>{isNear ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  let intersection: ReturnType<typeof installFakeObserver<{ isIntersecting: boolean }>>;
  beforeEach(() => {
    intersection = installFakeObserver<{ isIntersecting: boolean }>('IntersectionObserver');
  });
  afterEach(() => intersection.restore());

  it('turns true when the element comes within a viewport of the view, and stays true', () => {
    render(<Probe />);
    const [observer] = intersection.observers;
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observer?.options).toEqual({ rootMargin: '100% 0px' });

    act(() => observer?.report([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observer?.report([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer?.disconnected).toBe(true);
  });

  it("turns true on a keyboard user's first Tab, wherever the element is", async () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    await userEvent.keyboard('a');
    expect(screen.getByText('far')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    intersection.restore();
    // @ts-expect-error: a browser without the API
    delete globalThis.IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
