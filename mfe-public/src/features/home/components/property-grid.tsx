import { memo, type ReactElement } from 'react';
import styled from 'styled-components';
import type { PropertyListItem } from 'shared-api/contract';
import { media } from 'shared-ui';
import { PropertyCard } from './property-card';

/** Cards in the first row are loaded eagerly: four columns on the widest layout. */
const FIRST_ROW = 4;

export interface PropertyGridProps {
  properties: PropertyListItem[];
}

/**
 * Property cards in 1 / 2 / 4 columns (smallest / small / medium and up, docs/product.md section 2). Rendered
 * again only for another list: the search around it re-renders on every change of its status.
 */
export const PropertyGrid = memo(function PropertyGrid({
  properties,
}: PropertyGridProps): ReactElement {
  return (
    <Grid>
      {properties.map((property, index) => (
        <li key={property.id}>
          <PropertyCard property={property} isAboveFold={index < FIRST_ROW} />
        </li>
      ))}
    </Grid>
  );
});

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
  }
  li > * {
    flex: 1;
  }
  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('md')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;
