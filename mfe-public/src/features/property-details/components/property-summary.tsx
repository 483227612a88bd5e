import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { PropertyDetail } from 'shared-api/contract';
import { formatPrice, media } from 'shared-ui';
import { PriceReduced } from '../../../components/price-reduced';
import { ShortlistToggle } from '../../../components/shortlist-toggle';
import { displayValue } from '../../../utils/display';
import { formatArea } from '../utils/format';
import { ReraRegistration } from './rera-registration';

export interface PropertySummaryProps {
  property: PropertyDetail;
}

/**
 * The header (project id and status badge), the RERA registration at its top right (when the
 * listing has one) and the key facts of a property.
 */
export function PropertySummary({ property }: PropertySummaryProps): ReactElement {
  const facts = [
    ['Project Status', displayValue(property.project_status)],
    ['Transaction Type', displayValue(property.transaction_type)],
    ['Area', formatArea(property)],
    ['Address', displayValue(property.address)],
    ['City', displayValue(property.city_name)],
    [
      'Price',
      <>
        {formatPrice(property.price)} <PriceReduced previousPrice={property.previousPrice} />
      </>,
    ],
  ] as const;

  return (
    <section aria-labelledby="details-name">
      <Top>
        <div>
          <Header>
            <span>
              Property ID: <strong>{property.prp_id}</strong>
            </span>
            <Badge>
              <span className="label">Status: </span>
              {displayValue(property.status)}
            </Badge>
          </Header>
          <Name id="details-name">{property.project_name}</Name>
          <ShortlistToggle propertyId={property.id} name={property.project_name} />
        </div>
        <ReraRegistration reraNumber={property.rera_number} />
      </Top>
      <Facts>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
    </section>
  );
}

/** The name and header at the left, the RERA registration at the top right (below on phones). */
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  > :first-child {
    flex: 1 1 16rem;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Badge = styled.span`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.success};
  color: #ffffff;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  .label {
    font-weight: 400;
  }
`;

const Name = styled.h2`
  margin: ${({ theme }) => `${theme.space[3]} 0`};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, 1fr);
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
