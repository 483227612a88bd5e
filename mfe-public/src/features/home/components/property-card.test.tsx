import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { makeListItem } from '../../../testing/fixtures';
import { PropertyCard } from './property-card';

describe('PropertyCard', () => {
  it('shows the RERA registration number when the listing has one', () => {
    renderWithProviders(
      <PropertyCard property={makeListItem({ rera_number: 'P52100012345' })} isAboveFold />,
    );
    expect(screen.getByText('RERA No.:')).toBeInTheDocument();
    expect(screen.getByText('P52100012345')).toBeInTheDocument();
  });

  it('shows no RERA line without a number', () => {
    renderWithProviders(
      <PropertyCard property={makeListItem({ rera_number: null })} isAboveFold />,
    );
    expect(screen.getByText('Green Acres')).toBeInTheDocument();
    expect(screen.queryByText(/RERA/)).not.toBeInTheDocument();
  });
});
