import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeListItem, CITIES } from '../../../testing/fixtures';
import { stubApi, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { HomePage } from './home-page';

/** The filter choosers' lists; tests add the property list on top. */
function stubLookups(): ApiStub {
  return stubApi()
    .on('GET', '/api/master_table/get_cities', { data: CITIES })
    .on('GET', '/api/master_table/get_properties', { data: [{ id: 4, name: 'Flat' }] })
    .on('GET', '/api/master_table/get_statuses', { data: [{ id: 9, name: 'Ready' }] });
}

let api: ApiStub;
afterEach(() => api.restore());

describe('HomePage', () => {
  it('shows the hero, the home loan band and the popular property cards', async () => {
    api = stubLookups().on('GET', '/api/property/properties', {
      data: [
        makeListItem(),
        makeListItem({ id: 8, project_name: 'Sky Towers', image1: null, thumbnail: null }),
      ],
      headers: { 'x-total-count': '2' },
    });
    renderWithProviders(<HomePage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Easiest way to find your dream home' }),
    ).toBeInTheDocument();
    const band = screen.getByRole('region', { name: 'Home loan available' });
    // Three visible repeats; the loop's second copy is hidden from assistive technology.
    expect(within(band).getAllByText('HOME LOAN AVAILABLE')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Popular Properties' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading properties' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Green Acres' });
    expect(within(card).getByText('Price: Rs. 45,00,000')).toBeInTheDocument();
    expect(within(card).getByText('Pune')).toBeInTheDocument();
    expect(within(card).getByText('Flat')).toBeInTheDocument();
    expect(within(card).getByText('Baner Road')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/details/7',
    );
    const image = within(card).getByRole('img', { name: 'Green Acres' });
    expect(image).toHaveAttribute('src', 'http://api.test/uploads/images/a-card.webp');
    // Only the resized card variant: never the original upload.
    expect(image).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img', { name: 'No photo of Sky Towers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'No properties found' for an empty answer", async () => {
    api = stubLookups().on('GET', '/api/property/properties', { data: [] });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
  });

  it('logs a failed load and leaves the grid empty without a message (docs/product.md)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = stubLookups().on('GET', '/api/property/properties', {
      status: 500,
      data: { message: 'boom' },
    });
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading properties' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('No properties found')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('puts the search in the URL and asks the server for it', async () => {
    api = stubLookups().on('GET', '/api/property/properties', { data: [] });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<HomePage />);
    await screen.findByText('No properties found');
    await screen.findByRole('option', { name: 'Mumbai' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'baner');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Mumbai');
    await user.type(screen.getByRole('textbox', { name: 'Budget up to (Rs.)' }), '90 lakh');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(location().search).toBe('?q=baner&city=2&maxPrice=9000000'));
    // "90 lakh" was read as Rs. 90 lakh, never as Rs. 90 (decision 094), and the page says so.
    expect(screen.getByRole('textbox', { name: 'Budget up to (Rs.)' })).toHaveAccessibleDescription(
      'Read as Rs. 90 lakh',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    await waitFor(() => expect(location().search).toContain('sort=price_asc'));

    await waitFor(() =>
      expect(api.callsTo('GET', '/api/property/properties').at(-1)?.params).toEqual({
        limit: 12,
        offset: 0,
        q: 'baner',
        city: 2,
        maxPrice: 9_000_000,
        sort: 'price_asc',
      }),
    );
  });

  it('searches by bedrooms and carpet area, in the URL and in the server query', async () => {
    api = stubLookups().on('GET', '/api/property/properties', { data: [] });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<HomePage />);
    await screen.findByText('No properties found');

    const bedrooms = screen.getByRole('group', { name: 'Bedrooms' });
    await user.click(within(bedrooms).getByRole('checkbox', { name: '3 BHK' }));
    await user.click(within(bedrooms).getByRole('checkbox', { name: '2 BHK' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Carpet area from (sq.ft.)' }), '600');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(location().search).toBe('?bhk=2%2C3&minArea=600'));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/property/properties').at(-1)?.params).toEqual({
        limit: 12,
        offset: 0,
        bhk: '2,3',
        minArea: 600,
        sort: 'newest',
      }),
    );
    // The form, remounted from the URL, still shows the choice.
    expect(screen.getByRole('checkbox', { name: '2 BHK' })).toBeChecked();
  });

  it('reads the bedrooms of a shared link (bhk=0 is 1 RK)', async () => {
    api = stubLookups().on('GET', '/api/property/properties', { data: [] });
    renderWithProviders(<HomePage />, { route: '/?bhk=0,1&maxArea=500' });
    await screen.findByText('No properties found');
    expect(screen.getByRole('checkbox', { name: '1 RK' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '1 BHK' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '2 BHK' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Carpet area up to (sq.ft.)' })).toHaveValue(500);
    expect(api.callsTo('GET', '/api/property/properties')[0]?.params).toEqual({
      limit: 12,
      offset: 0,
      bhk: '0,1',
      maxArea: 500,
      sort: 'newest',
    });
  });

  it('reads the filters of a shared link and loads the next page on Load more', async () => {
    const firstPage = Array.from({ length: 12 }, (_, index) =>
      makeListItem({ id: index + 1, project_name: `Project ${index + 1}` }),
    );
    api = stubLookups().on('GET', '/api/property/properties', (request) => ({
      data:
        request.params.offset === 0
          ? firstPage
          : [makeListItem({ id: 13, project_name: 'Project 13' })],
      headers: { 'x-total-count': '13' },
    }));
    const user = userEvent.setup();
    renderWithProviders(<HomePage />, { route: '/?type=4&sort=price_desc' });

    await screen.findByRole('heading', { name: 'Project 12' });
    expect(api.callsTo('GET', '/api/property/properties')[0]?.params).toEqual({
      limit: 12,
      offset: 0,
      type: 4,
      sort: 'price_desc',
    });
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('heading', { name: 'Project 13' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Project 1' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/property/properties')[1]?.params).toMatchObject({ offset: 12 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
