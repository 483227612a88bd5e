import type { ReactElement } from 'react';
import styled from 'styled-components';
import { HERO_SCENES } from '../../../assets/hero-scenes';
import { useAutoAdvance } from '../../../hooks/use-auto-advance';
import { usePrefersReducedMotion } from '../../../hooks/use-prefers-reduced-motion';

/** docs/product.md section 9: the hero's background changes every 3 s and fades over 1 s. */
export const HERO_INTERVAL_MS = 3000;
const FADE_MS = 1000;

/** Full-height hero: three drawn scenes fading into each other (no controls), and the headline. */
export function HeroCarousel(): ReactElement {
  const isReduced = usePrefersReducedMotion();
  const { index } = useAutoAdvance(HERO_SCENES.length, HERO_INTERVAL_MS, !isReduced);

  return (
    <Hero>
      {HERO_SCENES.map((Scene, position) => (
        <Layer
          key={position}
          $isActive={position === index}
          data-testid="hero-slide"
          data-active={position === index}
        >
          <Scene />
        </Layer>
      ))}
      <Shade />
      <Headline>Easiest way to find your dream home</Headline>
    </Hero>
  );
}

const Hero = styled.section`
  position: relative;
  display: grid;
  place-items: center;
  min-height: max(480px, 100svh);
  overflow: hidden;
  padding: ${({ theme }) => theme.space[5]};
`;

const Layer = styled.div<{ $isActive: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $isActive }) => ($isActive ? 1 : 0)};
  transition: opacity ${FADE_MS}ms ease-in-out;
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(rgba(10, 14, 22, 0.35), rgba(10, 14, 22, 0.6));
`;

const Headline = styled.h1`
  position: relative;
  max-width: 18ch;
  margin: 0;
  color: #ffffff;
  font-size: clamp(2rem, 6vw, 4rem);
  line-height: 1.15;
  text-align: center;
  text-shadow: 0 2px 12px rgba(0, 0, 0, 0.45);
`;
