import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { PropertyDetail } from 'shared-api/contract';
import { CheckboxField, VisuallyHidden, media } from 'shared-ui';
import { MISSING, splitList } from '../../../utils/display';
import { getSanctionLinks } from '../utils/media';
import { useAssetUrl } from 'shared-api';

export interface AmenitiesAndSanctionsProps {
  property: PropertyDetail;
}

/**
 * Amenities as ticked checkboxes that cannot be changed (disabled: a checkbox takes no `readonly`),
 * and the sanctions as links to their files.
 */
export function AmenitiesAndSanctions({ property }: AmenitiesAndSanctionsProps): ReactElement {
  const amenities = splitList(property.amenities);
  const sanctions = getSanctionLinks(property, useAssetUrl());

  return (
    <Columns>
      <section aria-labelledby="details-amenities">
        <h2 id="details-amenities">Amenities Available</h2>
        {amenities.length === 0 ? (
          <p>No amenities available</p>
        ) : (
          <Amenities>
            {amenities.map((amenity) => (
              <li key={amenity}>
                <CheckboxField label={amenity} checked disabled />
              </li>
            ))}
          </Amenities>
        )}
      </section>
      <section aria-labelledby="details-sanctions">
        <h2 id="details-sanctions">Property Sanction</h2>
        {sanctions.length === 0 ? (
          <p>{MISSING}</p>
        ) : (
          <ul>
            {sanctions.map((sanction) => (
              <li key={sanction.name}>
                {sanction.href ? (
                  // The API serves sanction letters as downloads (never rendered at its origin).
                  <a href={sanction.href} download>
                    {sanction.name}
                    <VisuallyHidden> (downloads the file)</VisuallyHidden>
                  </a>
                ) : (
                  sanction.name
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Columns>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: minmax(0, 1fr);
  ${media.up('lg')} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Amenities = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => `0 ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;
