import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { PropertyDetail } from 'shared-api/contract';
import { formatPrice, media } from 'shared-ui';
import { formatArea, formatDistance } from '../utils/format';
import { KeyValueTable } from './key-value-table';

export interface PropertyFactsProps {
  property: PropertyDetail;
}

/** The details, project features and distance tables: every field of the detail read. */
export function PropertyFacts({ property: p }: PropertyFactsProps): ReactElement {
  return (
    <Grid>
      <KeyValueTable
        caption="Project Details"
        rows={[
          ['Property ID', p.prp_id],
          ['Project Type', p.project_type],
          ['Property Type', p.property_type],
          ['Ownership Type', p.ownership_type],
          ['Transaction Type', p.transaction_type],
          ['Project Status', p.project_status],
          ['Area', formatArea(p)],
          ['Possession', p.profession],
          ['Launch Year', p.launch_year],
          ['No. of Floors', p.no_of_floors],
          ['OC', p.oc],
          ['CC', p.cc],
          ['Price', formatPrice(p.price)],
        ]}
      />
      <KeyValueTable
        caption="Project Features"
        rows={[
          ['Facing', p.facing],
          ['Flooring', p.flooring_type_name],
          ['Reserve Parking', p.reserve_parking],
          ['Water Source', p.water_source_name],
          ['Power Backup', p.power_backup_name],
        ]}
      />
      <KeyValueTable
        caption="Distance from Location"
        rows={[
          ['Metro / Railway', formatDistance(p.metro_railway)],
          ['Hospital', formatDistance(p.hospital)],
          ['Bus Stop', formatDistance(p.bus_stop)],
          ['School', formatDistance(p.school)],
        ]}
      />
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  ${media.up('lg')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;
