import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { useAutoAdvance } from '../../../hooks/use-auto-advance';
import { usePrefersReducedMotion } from '../../../hooks/use-prefers-reduced-motion';
import type { GalleryImage } from '../utils/media';

/** docs/product.md section 9: the detail carousel moves on every 5 s. */
export const DETAIL_CAROUSEL_INTERVAL_MS = 5000;

export interface ImageCarouselProps {
  images: GalleryImage[];
  /** The project's name, for the photos' alternative text. */
  name: string;
}

/**
 * The property's photos, one at a time, with Previous/Next. Auto-advances unless the visitor
 * hovers or focuses it, paused it, or prefers reduced motion; only then are changes announced.
 */
export function ImageCarousel({ images, name }: ImageCarouselProps): ReactElement {
  const isReduced = usePrefersReducedMotion();
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isPausedByUser, setIsPausedByUser] = useState(false);
  const isRunning = !isReduced && !isHovered && !isFocused && !isPausedByUser;
  const { index, next, previous } = useAutoAdvance(
    images.length,
    DETAIL_CAROUSEL_INTERVAL_MS,
    isRunning,
  );

  if (images.length === 0) return <Empty>No images available</Empty>;
  const image = images[index] ?? images[0];
  const position = `${index + 1} of ${images.length}`;

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
    >
      <Slide
        role="group"
        aria-roledescription="slide"
        aria-label={position}
        aria-live={isRunning ? 'off' : 'polite'}
      >
        {image && (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? '(min-width: 992px) 800px, 100vw' : undefined}
            alt={`${name}, ${position}`}
            decoding="async"
          />
        )}
      </Slide>
      {images.length > 1 && (
        <Controls>
          <Button variant="secondary" size="sm" onClick={previous}>
            Previous image
          </Button>
          <span>Photo {position}</span>
          <Button variant="secondary" size="sm" onClick={next}>
            Next image
          </Button>
          {!isReduced && (
            <Button variant="link" size="sm" onClick={() => setIsPausedByUser((paused) => !paused)}>
              {isPausedByUser ? 'Play slideshow' : 'Pause slideshow'}
            </Button>
          )}
        </Controls>
      )}
    </Region>
  );
}

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Slide = styled.div`
  aspect-ratio: 16 / 10;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
`;
