import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { PropertyCard } from '../features/home/components/property-card';
import { makeListItem } from '../testing/fixtures';

describe('"Price reduced" on a card', () => {
  it('shows the words and the old price struck through when the price fell', () => {
    renderWithProviders(
      <PropertyCard
        property={makeListItem({ price: 7200000, previousPrice: 8000000 })}
        isAboveFold
      />,
    );
    expect(screen.getByText('Price reduced')).toBeInTheDocument();
    const old = screen.getByRole('deletion');
    expect(old).toHaveTextContent('was Rs. 80,00,000');
  });

  it('shows nothing of it when the price did not fall', () => {
    renderWithProviders(<PropertyCard property={makeListItem({ price: 7200000 })} isAboveFold />);
    expect(screen.queryByText('Price reduced')).not.toBeInTheDocument();
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  });
});
