import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import {
  assetUrl,
  getErrorMessage,
  invalidateProperties,
  propertyForEditQuery,
  updateProperty,
} from 'shared-api';
import { Button, Card, useNotify, VisuallyHidden } from 'shared-ui';
import { isReordered, movePhoto, storedPhotos, type OrderedPhoto } from '../utils/photo-moves';

export const PHOTO_ORDER_SAVED = 'Photo order saved';

const placeOf = (index: number) => (index === 0 ? 'Cover' : `Position ${index + 1}`);

const Section = styled(Card)`
  margin-top: ${({ theme }) => theme.space[5]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Photos = styled.ol`
  display: grid;
  /* min(…, 100%): one column, never wider than the screen, on the narrowest phone or zoom. */
  grid-template-columns: repeat(auto-fill, minmax(min(9.5rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: grab;
  }
  img {
    width: 100%;
    height: 6rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Moves = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  button {
    flex: 1;
    min-height: 44px;
  }
`;

/**
 * The order of a listing's photos (decision 098): drag them, or move them with the buttons (a
 * keyboard, a phone). The first is the cover: the card, the share image and the JSON-LD use it.
 * Saved on its own, so what is typed in the form below is kept.
 */
export function PhotoOrderPanel({ propertyId }: { propertyId: number }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { data } = useQuery(propertyForEditQuery(String(propertyId)));
  const stored = data ? storedPhotos(data.images) : [];
  const storedKey = stored.map((photo) => photo.path).join('|');
  // The order being arranged, for the stored photos it was arranged from.
  const [arranged, setArranged] = useState<{ key: string; photos: OrderedPhoto[] } | null>(null);
  const photos = arranged?.key === storedKey ? arranged.photos : stored;
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  if (stored.length < 2) return null;

  const buttonId = (path: string, direction: 'up' | 'down') => `${headingId}-${direction}-${path}`;

  const move = (from: number, to: number) => {
    const next = movePhoto(photos, from, to);
    setArranged({ key: storedKey, photos: next });
    const photo = photos[from];
    const place = next.findIndex((item) => item === photo) + 1;
    // The moved photo keeps the focus, on a button that can still move it.
    if (photo) {
      const direction = place === 1 || (to > from && place < next.length) ? 'down' : 'up';
      requestAnimationFrame(() =>
        document.getElementById(buttonId(photo.path, direction))?.focus(),
      );
    }
    setAnnouncement(
      `Photo moved to position ${place} of ${next.length}${place === 1 ? ', the cover' : ''}`,
    );
  };

  const handleDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };

  async function handleSave() {
    const form = new FormData();
    form.append('photoOrder', JSON.stringify(photos.map((photo) => photo.slot)));
    setIsSaving(true);
    try {
      await updateProperty(propertyId, form);
      notify.success(PHOTO_ORDER_SAVED);
      setArranged(null);
      await invalidateProperties(queryClient);
    } catch (error) {
      notify.error(getErrorMessage(error, 'Failed to save the photo order'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Section as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>Photo order</h2>
      <p>The first photo is the cover: the listing&apos;s card and shared links show it.</p>
      <Photos aria-labelledby={headingId}>
        {photos.map((photo, index) => (
          <li
            key={photo.path}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => handleDrop(event, index)}
          >
            <img src={assetUrl(photo.path) ?? ''} alt={placeOf(index)} />
            {/* The image's text already says it to a screen reader. */}
            <span aria-hidden>{placeOf(index)}</span>
            <Moves>
              <Button
                id={buttonId(photo.path, 'up')}
                size="sm"
                variant="secondary"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                Move up<VisuallyHidden> photo {index + 1}</VisuallyHidden>
              </Button>
              <Button
                id={buttonId(photo.path, 'down')}
                size="sm"
                variant="secondary"
                disabled={index === photos.length - 1}
                onClick={() => move(index, index + 1)}
              >
                Move down<VisuallyHidden> photo {index + 1}</VisuallyHidden>
              </Button>
            </Moves>
          </li>
        ))}
      </Photos>
      <p role="status">{announcement}</p>
      <Button onClick={() => void handleSave()} disabled={!isReordered(photos) || isSaving}>
        {isSaving ? 'Saving…' : 'Save photo order'}
      </Button>
    </Section>
  );
}
