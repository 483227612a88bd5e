import { useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

export interface MarqueeProps {
  children: ReactNode;
  /** Scrolling speed in px per second (the spec's "speed 100"). */
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

  // The duration follows the content's width so the speed is the same whatever the content.
  useLayoutEffect(() => {
    const element = copy.current;
    if (!element) return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      if (width > 0) setSeconds(width / speed);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [speed]);

  return (
    <Viewport className={className} role="region" aria-label={label}>
      <Track style={{ animationDuration: `${seconds}s` }}>
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
