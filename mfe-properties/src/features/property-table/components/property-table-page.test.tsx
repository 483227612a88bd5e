import { screen, within } from '@testing-library/react';
import { stubApi, TEST_AGENT, type ApiStub } from 'shared-api/testing';
import { expectLoggedErrors, getListItems } from '../../../testing/property-fixtures';
import { renderWithProviders } from 'shared-ui/testing';
import { PropertyTablePage } from './property-table-page';

const LIST = '/api/property/properties';
const COUNTS = '/api/property/requirement-counts';
let api: ApiStub;

/** A server holding `total` properties with ids 1..total, answering pages by limit/offset. */
function serveProperties(total: number) {
  let items = getListItems(total);
  api.on('GET', LIST, ({ params }) => {
    const offset = Number(params.offset ?? 0);
    const limit = Number(params.limit ?? 100);
    return {
      data: items.slice(offset, offset + limit),
      headers: { 'x-total-count': String(items.length) },
    };
  });
  // Listing 1 matches two open requirements, the others none.
  api.on('GET', COUNTS, ({ params }) => ({
    data: Object.fromEntries(
      String(params.ids)
        .split(',')
        .map((id) => [id, id === '1' ? 2 : 0]),
    ),
  }));
  api.on('DELETE', /^\/api\/property\/properties\/\d+$/, ({ path }) => {
    const id = Number(path.split('/').pop());
    items = items.filter((item) => item.id !== id);
    return { data: { message: 'Property deleted successfully' } };
  });
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('Property Listings table', () => {
  it('says "No data available" and shows no pagination when there are no properties', async () => {
    serveProperties(0);
    renderWithProviders(<PropertyTablePage />, { route: '/table_detail', user: TEST_AGENT });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Property pages' })).not.toBeInTheDocument();
  });

  it('shows the columns of docs/product.md and no pagination for exactly 10 properties', async () => {
    serveProperties(10);
    renderWithProviders(<PropertyTablePage />, { route: '/table_detail', user: TEST_AGENT });
    await screen.findByRole('cell', { name: 'PRP0001' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Sr',
      'Property ID',
      'Status',
      'Address',
      'Project Name',
      'Price',
      'Unit',
      'RERA No.',
      'Requirements',
      'Action',
    ]);
    expect(screen.getAllByRole('cell', { name: 'Rs. 45,00,000' })).toHaveLength(10);
    // One read of the page's counts; a listing's count leads to its edit page, which lists them.
    expect(
      await screen.findByRole('link', { name: '2 open requirements match PRP0001' }),
    ).toHaveAttribute('href', '/edit_form/1');
    expect(api.callsTo('GET', COUNTS)).toHaveLength(1);
    expect(api.callsTo('GET', COUNTS)[0]?.params).toEqual({ ids: '1,2,3,4,5,6,7,8,9,10' });
    expect(screen.getByRole('link', { name: 'Edit PRP0001' })).toHaveAttribute(
      'href',
      '/edit_form/1',
    );
    expect(screen.queryByRole('navigation', { name: 'Property pages' })).not.toBeInTheDocument();
  });

  it('pages 11+ properties on the server and continues the serial number across pages', async () => {
    serveProperties(25);
    const { user, location } = renderWithProviders(<PropertyTablePage />, {
      route: '/table_detail',
      user: TEST_AGENT,
    });
    await screen.findByRole('cell', { name: 'PRP0001' });
    expect(firstCells()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(api.callsTo('GET', LIST)[0]?.params).toMatchObject({
      limit: 10,
      offset: 0,
      mine: 'true',
    });

    const pages = screen.getByRole('navigation', { name: 'Property pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: '3' }));

    expect(await screen.findByRole('cell', { name: 'PRP0021' })).toBeInTheDocument();
    expect(firstCells()).toEqual(['21', '22', '23', '24', '25']);
    expect(api.callsTo('GET', LIST).at(-1)?.params).toMatchObject({ limit: 10, offset: 20 });
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(location().search).toBe('?page=3');
  });

  it('opens at the page and search given in the URL and sends them to the server', async () => {
    serveProperties(25);
    renderWithProviders(<PropertyTablePage />, {
      route: '/table_detail?q=baner&page=2',
      user: TEST_AGENT,
    });
    await screen.findByRole('cell', { name: 'PRP0011' });
    expect(api.callsTo('GET', LIST)[0]?.params).toMatchObject({
      q: 'baner',
      offset: 10,
      limit: 10,
    });
    expect(screen.getByRole('searchbox', { name: 'Search properties' })).toHaveValue('baner');
    expect(firstCells()[0]).toBe('11');
  });

  it('searches from the page and starts again at page 1', async () => {
    serveProperties(25);
    const { user, location } = renderWithProviders(<PropertyTablePage />, {
      route: '/table_detail?page=2',
      user: TEST_AGENT,
    });
    await screen.findByRole('cell', { name: 'PRP0011' });
    await user.type(screen.getByRole('searchbox', { name: 'Search properties' }), 'Green');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location().search).toBe('?q=Green');
    await screen.findByRole('cell', { name: 'PRP0001' });
    expect(api.callsTo('GET', LIST).at(-1)?.params).toMatchObject({ q: 'Green', offset: 0 });
  });

  it('deletes a property after the exact confirmation, removes its row and refetches', async () => {
    serveProperties(3);
    const { user } = renderWithProviders(<PropertyTablePage />, {
      route: '/table_detail',
      user: TEST_AGENT,
    });
    await screen.findByRole('cell', { name: 'PRP0002' });
    await user.click(screen.getByRole('button', { name: 'Delete PRP0002' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this property?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Property deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'PRP0002' })).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/property/properties/2')).toHaveLength(1);
    expect(api.callsTo('GET', LIST).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the row when the delete is cancelled, and says "Failed to delete property" on failure', async () => {
    const log = expectLoggedErrors();
    serveProperties(2);
    api.on('DELETE', '/api/property/properties/1', {
      status: 403,
      data: { message: 'You can only manage your own properties' },
    });
    const { user } = renderWithProviders(<PropertyTablePage />, {
      route: '/table_detail',
      user: TEST_AGENT,
    });
    await screen.findByRole('cell', { name: 'PRP0001' });

    await user.click(screen.getByRole('button', { name: 'Delete PRP0001' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(api.callsTo('DELETE', '/api/property/properties/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete PRP0001' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete property')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'PRP0001' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('shows each RERA number, a dash for none, and lists only those without one on request', async () => {
    const items = getListItems(3).map((item) =>
      item.id === 2 ? { ...item, rera_number: 'P52100012345' } : item,
    );
    api.on('GET', LIST, ({ params }) => {
      const shown = params.rera === 'missing' ? items.filter((item) => !item.rera_number) : items;
      return { data: shown, headers: { 'x-total-count': String(shown.length) } };
    });
    const { user, location } = renderWithProviders(<PropertyTablePage />, {
      route: '/table_detail',
      user: TEST_AGENT,
    });
    const numbered = await screen.findByRole('row', { name: /PRP0002/ });
    expect(within(numbered).getByRole('cell', { name: 'P52100012345' })).toBeVisible();
    const without = screen.getByRole('row', { name: /PRP0001/ });
    expect(within(without).getByRole('cell', { name: '—' })).toBeVisible();

    const filter = screen.getByRole('checkbox', { name: 'Only listings without a RERA number' });
    expect(filter).not.toBeChecked();
    await user.click(filter);
    expect(filter).toBeChecked();
    expect(location().search).toBe('?rera=missing');
    expect(await screen.findByText('2 properties without a RERA number')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'PRP0002' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', LIST).at(-1)?.params).toMatchObject({
      rera: 'missing',
      offset: 0,
      mine: 'true',
    });
  });
});
