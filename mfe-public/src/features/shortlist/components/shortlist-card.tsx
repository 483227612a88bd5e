import { useId, type ReactElement } from 'react';
import styled from 'styled-components';
import { useAssetUrl } from 'shared-api';
import {
  getDetailsPath,
  formatBhk,
  formatPriceInWords,
  type PropertyListItem,
} from 'shared-api/contract';
import { Button, Card as UiCard, formatIndianNumber, VisuallyHidden } from 'shared-ui';
import { Link } from 'react-router-dom';
import { PropertyPlaceholder } from '../../../assets/property-placeholder';
import { displayValue } from '../../../utils/display';

export interface ShortlistCardProps {
  property: PropertyListItem;
  isChosen: boolean;
  onChoose: (isChosen: boolean) => void;
  onRemove: () => void;
}

/** One shortlisted property: what it is, a box to choose it for a comparison, and Remove. */
export function ShortlistCard({
  property,
  isChosen,
  onChoose,
  onRemove,
}: ShortlistCardProps): ReactElement {
  const titleId = useId();
  const assetUrl = useAssetUrl();
  // The 480 px card variant, as the home page's cards show it.
  const photo = assetUrl(property.thumbnail ?? property.image1);
  const facts = [
    property.bedrooms === null ? null : formatBhk(property.bedrooms),
    property.carpet_area === null
      ? null
      : `${formatIndianNumber(property.carpet_area)} sq.ft. carpet`,
    displayValue(property.city_name),
  ].filter((fact) => fact !== null);

  return (
    <Card aria-labelledby={titleId}>
      {photo ? (
        <Photo src={photo} alt="" width={480} height={160} loading="lazy" decoding="async" />
      ) : (
        <PropertyPlaceholder label={`No photo of ${property.project_name}`} />
      )}
      <Body>
        <h3 id={titleId}>
          <Link to={getDetailsPath(property.id)}>{property.project_name}</Link>
        </h3>
        <Price>{formatPriceInWords(property.price)}</Price>
        <p>{facts.join(' · ')}</p>
        <Actions>
          <label>
            <input
              type="checkbox"
              checked={isChosen}
              onChange={(event) => onChoose(event.target.checked)}
            />{' '}
            Compare<VisuallyHidden> {property.project_name}</VisuallyHidden>
          </label>
          <Button variant="secondary" size="sm" onClick={onRemove}>
            Remove<VisuallyHidden> {property.project_name} from your shortlist</VisuallyHidden>
          </Button>
        </Actions>
      </Body>
    </Card>
  );
}

/** shared-ui's card, as an article, its photo to the edges. */
const Card = styled(UiCard).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  padding: 0;
  > svg {
    height: 160px;
  }
`;

const Photo = styled.img`
  display: block;
  width: 100%;
  height: 160px;
  object-fit: cover;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  h3,
  p {
    margin: 0;
  }
`;

const Price = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 2.75rem;
    cursor: pointer;
  }
`;
