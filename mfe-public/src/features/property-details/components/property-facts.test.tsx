import { screen, within } from '@testing-library/react';
import {
  PROPERTY_COLUMN_FIELDS,
  PROPERTY_DETAIL_TABLES,
  fieldsInDetailTable,
  propertyField,
} from 'shared-api/contract';
import type { PropertyDetail } from 'shared-api/contract';
import { renderWithProviders } from 'shared-ui/testing';
import { makeDetail } from '../../../testing/fixtures';
import { PropertyFacts } from './property-facts';

/** The row headers of one table, top to bottom. */
function rowLabels(caption: string): string[] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('rowheader')
    .map((header) => header.textContent ?? '');
}

describe('PropertyFacts', () => {
  it('shows every field the declaration places in a table, in its table, in order', () => {
    renderWithProviders(<PropertyFacts property={makeDetail()} />);
    for (const caption of PROPERTY_DETAIL_TABLES) {
      const labels = fieldsInDetailTable(caption).map((name) => propertyField(name).table?.label);
      expect(rowLabels(caption)).toEqual(
        caption === 'Project Details' ? ['Property ID', ...labels] : labels,
      );
    }
    // No field with a table entry is left out.
    const shown = PROPERTY_DETAIL_TABLES.flatMap(rowLabels);
    for (const name of PROPERTY_COLUMN_FIELDS) {
      const row = propertyField(name).table;
      if (row) expect(shown).toContain(row.label);
    }
  });

  it('formats each value by its kind', () => {
    renderWithProviders(<PropertyFacts property={makeDetail()} />);
    const details = screen.getByRole('table', { name: 'Project Details' });
    expect(within(details).getByRole('row', { name: 'Property ID PRP0007' })).toBeInTheDocument();
    expect(within(details).getByRole('row', { name: 'Price Rs. 45,00,000' })).toBeInTheDocument();
    expect(within(details).getByRole('row', { name: 'Area 1250 Sq.ft.' })).toBeInTheDocument();
    expect(within(details).getByRole('row', { name: 'Configuration 2 BHK' })).toBeInTheDocument();
    expect(
      within(details).getByRole('row', { name: 'Carpet Area 650 sq.ft.' }),
    ).toBeInTheDocument();
    expect(
      within(details).getByRole('row', { name: 'Project Status Ready to move' }),
    ).toBeInTheDocument();
    expect(within(details).getByRole('row', { name: 'No. of Floors 12' })).toBeInTheDocument();
    const features = screen.getByRole('table', { name: 'Project Features' });
    expect(within(features).getByRole('row', { name: 'Flooring Vitrified' })).toBeInTheDocument();
    const distances = screen.getByRole('table', { name: 'Distance from Location' });
    expect(within(distances).getByRole('row', { name: 'Hospital 2 km' })).toBeInTheDocument();
  });

  it("shows a studio's bedrooms as '1 RK'", () => {
    renderWithProviders(<PropertyFacts property={makeDetail({ bedrooms: 0 })} />);
    const details = screen.getByRole('table', { name: 'Project Details' });
    expect(within(details).getByRole('row', { name: 'Configuration 1 RK' })).toBeInTheDocument();
  });

  it("shows 'Null' for every missing value", () => {
    const missing: Partial<PropertyDetail> = Object.fromEntries(
      PROPERTY_COLUMN_FIELDS.flatMap((name) => {
        const { detail, table } = propertyField(name);
        return detail && table ? [[detail, null]] : [];
      }),
    );
    renderWithProviders(<PropertyFacts property={makeDetail(missing)} />);
    for (const caption of PROPERTY_DETAIL_TABLES) {
      for (const name of fieldsInDetailTable(caption)) {
        const label = propertyField(name).table?.label ?? '';
        const table = screen.getByRole('table', { name: caption });
        expect(within(table).getByRole('row', { name: `${label} Null` })).toBeInTheDocument();
      }
    }
  });
});
