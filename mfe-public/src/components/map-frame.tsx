import { useRef, type ReactElement } from 'react';
import styled from 'styled-components';
import { addressMapUrl, isAllowedMapUrl } from 'shared-api/contract';
import { useNearViewport } from '../hooks/use-near-viewport';

export interface MapFrameProps {
  url: string | null | undefined;
  /** Without an embeddable `url`, a map of this address is shown (its parts, e.g. street, city). */
  address?: readonly (string | null | undefined)[];
  title: string;
  height?: number;
}

/**
 * An embedded map, only for URLs of the allowed embed origins (docs/decisions/078), else of the
 * address (a URL built from it, decision 094). Sandboxed:
 * the map needs its scripts and its own origin, and popups for "View larger map"; nothing else.
 */
export function MapFrame({
  url,
  address = [],
  title,
  height = 450,
}: MapFrameProps): ReactElement | null {
  const src = url && isAllowedMapUrl(url) ? url : addressMapUrl(address);
  if (!src) return null;
  return <NearMap url={src} title={title} height={height} />;
}

/**
 * The frame is created once its place nears the viewport (or on the visitor's first Tab). Adding an
 * iframe to the page creates a browsing context at once, even a lazy one: 6–45 ms of main thread on
 * this project's machine, which fell in the commit of a property's whole page. The place has the
 * frame's height meanwhile, so nothing moves when it arrives.
 */
function NearMap({
  url,
  title,
  height,
}: {
  url: string;
  title: string;
  height: number;
}): ReactElement {
  const place = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(place);
  return (
    <Place ref={place} style={{ height }}>
      {isNear && (
        <Frame
          src={url}
          title={title}
          height={height}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          allowFullScreen
        />
      )}
    </Place>
  );
}

const Place = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
`;
