import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

export interface MarqueeProps {
  children: ReactNode;
  /** Scrolling speed in px per second (the product’s "speed 100"). */
  speed?: number;
  /** Accessible name of the region. */
  label: string;
  className?: string;
}

const FALLBACK_SECONDS = 20;

/**
 * Content scrolling right to left in a seamless loop. The loop is two copies of the content; the
 * second is hidden from assistive technology so it is read once. Stops on hover and focus, and
 * does not move at all when the visitor prefers reduced motion.
 */
export function Marquee({ children, speed = 100, label, className }: MarqueeProps): ReactElement {
  const copy = useRef<HTMLDivElement>(null);
  const [seconds, setSeconds] = useState(FALLBACK_SECONDS);

  // The duration follows the content's width so the speed is the same whatever the content. The
  // width comes from a ResizeObserver, which reports it after the browser's own layout: reading it
  // during React's commit (getBoundingClientRect) would force a layout of the whole new page there.
  useEffect(() => {
    const element = copy.current;
    if (!element) return;
    const measure = (width: number) => {
      if (width > 0) setSeconds(width / speed);
    };
    if (typeof ResizeObserver === 'undefined') {
      measure(element.getBoundingClientRect().width);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [speed]);

  return (
    <Viewport className={className} role="region" aria-label={label}>
      <Track data-testid="marquee-track" style={{ animationDuration: `${seconds}s` }}>
        <Copy ref={copy}>{children}</Copy>
        <Copy aria-hidden="true">{children}</Copy>
      </Track>
    </Viewport>
  );
}

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Viewport = styled.div`
  overflow: hidden;
  width: 100%;
`;

const Track = styled.div`
  display: flex;
  width: max-content;
  animation-name: ${scroll};
  animation-timing-function: linear;
  animation-iteration-count: infinite;

  ${Viewport}:hover &,
  ${Viewport}:focus-within & {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Copy = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
`;
