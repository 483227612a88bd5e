import { screen, within } from '@testing-library/react';
import { stubApi, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { makeDetail } from '../../../testing/fixtures';
import { ComparePage } from './compare-page';

const SKYLINE = makeDetail({
  id: 3,
  project_name: 'Skyline Heights',
  price: 8_500_000,
  carpet_area: 1_000,
  bedrooms: 2,
  profession: '2027-03',
});
const GREEN = makeDetail({
  id: 8,
  project_name: 'Green Acres',
  price: 12_500_000,
  carpet_area: 1_480,
  bedrooms: 3,
  metro_railway: null,
});
let api: ApiStub;

beforeEach(() => {
  // The last route that matches answers: unknown ids first.
  api = stubApi()
    .on('GET', /^\/api\/property\/details\/\d+$/, { status: 404, data: { message: 'Not found' } })
    .on('GET', '/api/property/details/3', { data: SKYLINE })
    .on('GET', '/api/property/details/8', { data: GREEN });
});
afterEach(() => api.restore());

function renderAt(search: string) {
  return renderWithProviders(<ComparePage />, { route: `/compare${search}` });
}

/** The table's row headed `label`. */
function rowOf(table: HTMLElement, label: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name: label }));
  if (!row) throw new Error(`no row headed '${label}'`);
  return row;
}

describe('ComparePage', () => {
  it('sets the properties side by side in a table with column and row headers', async () => {
    renderAt('?ids=3,8');
    const table = await screen.findByRole('table', { name: 'Comparison of 2 properties' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((header) => within(header).getAllByRole('link')[0]?.textContent)).toEqual([
      'Skyline Heights',
      'Green Acres',
    ]);
    expect(within(table).getByRole('link', { name: 'Skyline Heights' })).toHaveAttribute(
      'href',
      '/details/3',
    );
    const cells = (label: string) =>
      within(rowOf(table, label))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Price')).toEqual([
      'Rs. 85 lakh (Rs. 85,00,000)',
      'Rs. 1.25 crore (Rs. 1,25,00,000)',
    ]);
    // 85,00,000 / 1,000 and 1,25,00,000 / 1,480 = 8,445.9…, rounded.
    expect(cells('Price per sq.ft. (carpet)')).toEqual([
      'Rs. 8,500 / sq.ft.',
      'Rs. 8,446 / sq.ft.',
    ]);
    expect(cells('Carpet Area')).toEqual(['1,000 sq.ft.', '1,480 sq.ft.']);
    expect(cells('BHK')).toEqual(['2 BHK', '3 BHK']);
    expect(cells('Possession')[0]).toBe('Mar 2027');
    expect(cells('Amenities')[0]).toBe('Gym, Swimming Pool');
    expect(cells('Distance to Metro / Railway')).toEqual(['1.5 km', 'Null']);
  });

  it('scrolls the table inside its own named, focusable box, and says so', async () => {
    renderAt('?ids=3,8');
    const box = await screen.findByRole('region', { name: 'Comparison of 2 properties' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveAccessibleDescription('Swipe sideways to see every property.');
  });

  it('removes a property with a link to the comparison without it', async () => {
    renderAt('?ids=3,8');
    const remove = await screen.findByRole('link', {
      name: 'Remove Skyline Heights from the comparison',
    });
    expect(remove).toHaveAttribute('href', '/compare?ids=8');
  });

  it('shows Null for the price per sq.ft. without a carpet area', async () => {
    api.on('GET', '/api/property/details/8', { data: { ...GREEN, carpet_area: null } });
    renderAt('?ids=3,8');
    const table = await screen.findByRole('table');
    expect(
      within(rowOf(table, 'Price per sq.ft. (carpet)')).getAllByRole('cell')[1],
    ).toHaveTextContent('Null');
  });

  it.each([
    ['?ids=3', 'Choose at least 2 properties to compare.'],
    ['', 'Choose at least 2 properties to compare.'],
    ['?ids=abc,-1', 'Choose at least 2 properties to compare.'],
    ['?ids=1,2,3,4,5', 'You can compare up to 4 properties at a time.'],
  ])('says what is wrong with %p instead of a table', (search, message) => {
    renderAt(search);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your shortlist' })).toHaveAttribute(
      'href',
      '/shortlist',
    );
  });

  it('says which properties are no longer listed, and when none is', async () => {
    const view = renderAt('?ids=3,8,99');
    expect(await screen.findByText('One of these properties is no longer listed.')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Comparison of 2 properties' })).toBeInTheDocument();
    view.unmount();

    renderAt('?ids=98,99');
    expect(await screen.findByText('None of these properties is listed any more.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
