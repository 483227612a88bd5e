import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../testing/render';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: number;
  name: string;
}
const columns: DataTableColumn<Row>[] = [
  { header: 'Sr', cell: (_row, index) => index + 1 },
  { header: 'Name', cell: (row) => row.name },
];

describe('DataTable', () => {
  it('renders headers and one row per item, named by its caption', () => {
    renderWithUi(
      <DataTable
        caption="User List"
        columns={columns}
        rows={[
          { id: 7, name: 'Asha' },
          { id: 9, name: 'Ravi' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'User List' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sr', 'Name']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1Asha', '2Ravi']);
  });

  it("shows 'No data available' in one full-width cell when empty", () => {
    renderWithUi(<DataTable caption="Properties" isCaptionHidden columns={columns} rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No data available' })).toHaveAttribute('colspan', '2');
    expect(screen.getByRole('table', { name: 'Properties' })).toBeInTheDocument();
  });
});
