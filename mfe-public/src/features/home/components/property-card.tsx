import { useId, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { useAssetUrl } from 'shared-api';
import { getDetailsPath, formatBhk, formatSqft, type PropertyListItem } from 'shared-api/contract';
import { formatPrice } from 'shared-ui';
import { Link } from 'react-router-dom';
import { PropertyPlaceholder } from '../../../assets/property-placeholder';
import { PriceReduced } from '../../../components/price-reduced';
import { ShortlistToggle } from '../../../components/shortlist-toggle';
import { displayValue } from '../../../utils/display';

/** docs/product.md section 9: card images are 200 px high. */
const IMAGE_HEIGHT = 200;

export interface PropertyCardProps {
  property: PropertyListItem;
  /** Cards of the first row are visible at once, so their images are not lazy. */
  isAboveFold: boolean;
}

/** '2 BHK · 650 sq.ft. carpet', either part alone, or null when the listing gives neither. */
function describeHome({ bedrooms, carpet_area }: PropertyListItem): string | null {
  const parts = [
    bedrooms === null ? null : formatBhk(bedrooms),
    carpet_area === null ? null : `${formatSqft(carpet_area)} carpet`,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function PropertyCard({ property, isAboveFold }: PropertyCardProps): ReactElement {
  const titleId = useId();
  const assetUrl = useAssetUrl();
  const original = assetUrl(property.image1);
  const thumbnail = assetUrl(property.thumbnail);
  // A stored path whose file is gone shows the placeholder instead of a broken image.
  const [hasFailed, setHasFailed] = useState(false);
  // The 480 px WebP card variant alone: the card is 200 px high, and offering the original as a
  // larger candidate made every phone above 1x density download the full JPEG (ten times heavier).
  const src = thumbnail ?? original;
  const home = describeHome(property);

  return (
    <Card aria-labelledby={titleId}>
      <Media>
        {src && !hasFailed ? (
          <img
            src={src}
            alt={property.project_name}
            width={480}
            height={IMAGE_HEIGHT}
            loading={isAboveFold ? 'eager' : 'lazy'}
            decoding="async"
            onError={() => setHasFailed(true)}
          />
        ) : (
          <PropertyPlaceholder label={`No photo of ${property.project_name}`} />
        )}
      </Media>
      <Body>
        <Title id={titleId}>{property.project_name}</Title>
        <Price>Price: {formatPrice(property.price)}</Price>
        <PriceReduced previousPrice={property.previousPrice} />
        {home && <Home>{home}</Home>}
        <Facts>
          <div>
            <dt>City:</dt> <dd>{displayValue(property.city_name)}</dd>
          </div>
          <div>
            <dt>Property Type:</dt> <dd>{displayValue(property.property_type)}</dd>
          </div>
          <div>
            <dt>Address:</dt> <dd>{displayValue(property.address)}</dd>
          </div>
          {property.rera_number && (
            <div>
              <dt>RERA No.:</dt> <dd>{property.rera_number}</dd>
            </div>
          )}
        </Facts>
        <ShortlistToggle propertyId={property.id} name={property.project_name} />
        <ViewLink to={getDetailsPath(property.id)} aria-describedby={titleId}>
          View Details
        </ViewLink>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Media = styled.div`
  height: ${IMAGE_HEIGHT}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    display: block;
    width: 100%;
    height: ${IMAGE_HEIGHT}px;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Facts = styled.dl`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    display: inline;
    font-weight: 600;
  }
  dd {
    display: inline;
    margin: 0;
  }
`;

const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
`;

const Home = styled.p`
  margin: 0;
  font-weight: 600;
`;

const ViewLink = styled(Link)`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;
