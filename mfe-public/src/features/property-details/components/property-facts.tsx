import type { ReactElement } from 'react';
import styled from 'styled-components';
// Plain modules only (the declaration, no validator): the details page must not load zod.
import {
  fieldsInDetailTable,
  formatBhk,
  formatSqft,
  PROPERTY_DETAIL_TABLES,
  propertyField,
} from 'shared-api/contract';
import type {
  PropertyDetail,
  PropertyDetailTable,
  PropertyFieldDeclaration,
} from 'shared-api/contract';
import { formatPrice, media } from 'shared-ui';
import { formatArea, formatDistance } from '../utils/format';
import { KeyValueTable, type Row } from './key-value-table';

export interface PropertyFactsProps {
  property: PropertyDetail;
}

/** The first row of the first table: the property's own id, which no form field holds. */
const ID_ROW_TABLE: PropertyDetailTable = 'Project Details';

/** A field's value in the detail read, by its detail name; null when missing. */
function detailValue(property: PropertyDetail, name: string | undefined): string | number | null {
  if (name === undefined) return null;
  const byName: Readonly<Record<string, unknown>> = property;
  const value = byName[name];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** A declared field's row: its kind decides the formatting ('Null' when missing, by the table). */
function factRow(property: PropertyDetail, field: PropertyFieldDeclaration): Row {
  const label = field.table?.label ?? field.label;
  const value = detailValue(property, field.detail);
  switch (field.kind) {
    case 'rupees':
      return [label, typeof value === 'number' ? formatPrice(value) : null];
    case 'km':
      return [label, formatDistance(typeof value === 'number' ? value : null)];
    case 'area':
      // The size with its unit, which is a field of its own.
      return [label, formatArea(property)];
    case 'sqft':
      return [label, typeof value === 'number' ? formatSqft(value) : null];
    case 'bhk':
      return [label, typeof value === 'number' ? formatBhk(value) : null];
    default:
      return [label, value];
  }
}

/**
 * The details, project features and distance tables: every field the declaration
 * (shared-api/contract/property-record.ts) places in one of them, in declaration order.
 */
export function PropertyFacts({ property }: PropertyFactsProps): ReactElement {
  return (
    <Grid>
      {PROPERTY_DETAIL_TABLES.map((caption) => {
        const rows = fieldsInDetailTable(caption).map((name) =>
          factRow(property, propertyField(name)),
        );
        return (
          <KeyValueTable
            key={caption}
            caption={caption}
            rows={caption === ID_ROW_TABLE ? [['Property ID', property.prp_id], ...rows] : rows}
          />
        );
      })}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  ${media.up('lg')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;
