import { screen, within } from '@testing-library/react';
import { Button } from '../buttons/button';
import { renderWithUi } from '../testing/render';
import { setViewportWidth } from '../testing/viewport-width';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: number;
  name: string;
  price: string;
  status: string;
}

const rows: Row[] = [
  { id: 7, name: 'Green Acres', price: 'Rs. 45 lakh', status: 'Ready' },
  { id: 9, name: 'Lake View', price: 'Rs. 1.2 crore', status: 'New' },
];

function makeColumns(onDelete: (row: Row) => void): DataTableColumn<Row>[] {
  return [
    { key: 'sr', header: 'Sr', cell: (_row, index) => index + 1, card: 'hidden' },
    { key: 'status', header: 'Status', cell: (row) => row.status },
    { key: 'name', header: 'Project Name', cell: (row) => row.name, card: 'title' },
    { key: 'price', header: 'Price', cell: () => 'full price', cardCell: (row) => row.price },
    {
      key: 'photo',
      header: 'Photo',
      cell: (row) => <img src={`/${row.id}.webp`} alt={`${row.name} from the road`} />,
      card: 'media',
      isCardOnly: true,
    },
    {
      key: 'action',
      header: 'Action',
      card: 'actions',
      cell: (row) => (
        <Button variant="danger" size="sm" onClick={() => onDelete(row)}>
          Delete {row.name}
        </Button>
      ),
    },
  ];
}

describe('DataTable as cards on a narrow screen', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('shows one card per row, named by its title, with the labelled fields in order', () => {
    restore = setViewportWidth(390);
    const columns = makeColumns(() => undefined);
    columns[3] = { ...columns[3]!, cardOrder: 0 };
    renderWithUi(<DataTable caption="Properties" columns={columns} rows={rows} />);

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Properties' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(list).getByRole('listitem', { name: 'Green Acres' });
    // The card's own price, fields in cardOrder, no serial number.
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Price', 'Status']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Rs. 45 lakh', 'Ready']);
    expect(within(first).queryByText('Sr')).not.toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Green Acres from the road' })).toHaveAttribute(
      'src',
      '/7.webp',
    );
  });

  it("keeps a row's actions as buttons that act on that row", async () => {
    restore = setViewportWidth(360);
    const onDelete = jest.fn();
    const { user } = renderWithUi(
      <DataTable caption="Properties" columns={makeColumns(onDelete)} rows={rows} />,
    );
    const card = screen.getByRole('listitem', { name: 'Lake View' });
    await user.click(within(card).getByRole('button', { name: 'Delete Lake View' }));
    expect(onDelete).toHaveBeenCalledWith(rows[1]);
  });

  it('says so when there are no rows', () => {
    restore = setViewportWidth(360);
    renderWithUi(<DataTable caption="Properties" columns={makeColumns(jest.fn())} rows={[]} />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("keeps the spec's table, without card-only columns, from the breakpoint up", () => {
    restore = setViewportWidth(768);
    renderWithUi(<DataTable caption="Properties" columns={makeColumns(jest.fn())} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Properties' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sr', 'Status', 'Project Name', 'Price', 'Action']);
    expect(within(table).getAllByRole('cell', { name: 'full price' })).toHaveLength(2);
  });

  it('moves to cards at a wider breakpoint when the list asks for it', () => {
    restore = setViewportWidth(768);
    renderWithUi(
      <DataTable
        caption="Properties"
        columns={makeColumns(jest.fn())}
        rows={rows}
        cardBelow="lg"
      />,
    );
    expect(screen.getByRole('list', { name: 'Properties' })).toBeInTheDocument();
  });
});
