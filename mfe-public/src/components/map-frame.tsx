import type { ReactElement } from 'react';
import styled from 'styled-components';
import { isAllowedMapUrl } from 'shared-api/contract';

export interface MapFrameProps {
  url: string | null | undefined;
  title: string;
  height?: number;
}

/**
 * An embedded map, only for URLs of the allowed embed origins (DESIGN.md section 4). Sandboxed:
 * the map needs its scripts and its own origin, and popups for "View larger map"; nothing else.
 */
export function MapFrame({ url, title, height = 450 }: MapFrameProps): ReactElement | null {
  if (!url || !isAllowedMapUrl(url)) return null;
  return (
    <Frame
      src={url}
      title={title}
      height={height}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      allowFullScreen
    />
  );
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
`;
