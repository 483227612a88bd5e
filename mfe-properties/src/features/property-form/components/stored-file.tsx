import styled from 'styled-components';
import { assetUrl } from 'shared-api';

// Wraps, and breaks a long file name, rather than widen the form on a phone.
const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 100%;
  overflow-wrap: anywhere;
`;

const Thumb = styled.img`
  width: 96px;
  height: 64px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const fileName = (path: string) => path.split('/').pop() ?? path;

/** A file the property already holds: a thumbnail for images, else a link that opens it. */
export function StoredFile({
  path,
  label,
  isImage,
}: {
  path: string;
  label: string;
  isImage?: boolean;
}) {
  const url = assetUrl(path);
  if (!url) return null;
  return (
    <Row>
      {isImage && <Thumb src={url} alt={label} />}
      {isImage ? (
        <a href={url} target="_blank" rel="noreferrer">
          Open {label.toLowerCase()}
        </a>
      ) : (
        // Documents and videos are served as files to save (documents as downloads only).
        <a href={url} download>
          {`${label}: ${fileName(path)}`}
        </a>
      )}
    </Row>
  );
}
