import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useAssetUrl } from 'shared-api';

export interface VideoPlayerProps {
  path: string | null;
  name: string;
}

/** The property's video, or 'Video not available'. Only its metadata loads until played. */
export function VideoPlayer({ path, name }: VideoPlayerProps): ReactElement {
  const src = useAssetUrl()(path);
  if (!src) return <p>Video not available</p>;
  return (
    <Video controls preload="metadata" src={src} aria-label={`Video of ${name}`}>
      <a href={src}>Download the video of {name}</a>
    </Video>
  );
}

const Video = styled.video`
  display: block;
  width: 100%;
  max-height: 480px;
  background: #000000;
  border-radius: ${({ theme }) => theme.radii.md};
`;
