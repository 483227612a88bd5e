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

  it("shows the bedrooms as buyers say them ('2 BHK') with the carpet area", () => {
    renderWithProviders(
      <PropertyCard property={makeListItem({ bedrooms: 2, carpet_area: 1050 })} isAboveFold />,
    );
    expect(screen.getByText('2 BHK · 1,050 sq.ft. carpet')).toBeInTheDocument();
  });

  it("shows a studio as '1 RK', and either part alone when the other is missing", () => {
    const { unmount } = renderWithProviders(
      <PropertyCard property={makeListItem({ bedrooms: 0, carpet_area: null })} isAboveFold />,
    );
    expect(screen.getByText('1 RK')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <PropertyCard property={makeListItem({ bedrooms: null, carpet_area: 420 })} isAboveFold />,
    );
    expect(screen.getByText('420 sq.ft. carpet')).toBeInTheDocument();
  });

  it('shows no bedrooms line for a plot, shop or office (neither value)', () => {
    renderWithProviders(
      <PropertyCard property={makeListItem({ bedrooms: null, carpet_area: null })} isAboveFold />,
    );
    expect(screen.queryByText(/BHK|RK|sq\.ft\./)).not.toBeInTheDocument();
  });
});
