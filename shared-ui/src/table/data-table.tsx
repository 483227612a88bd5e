import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { useMediaQuery } from '../hooks/use-media-query';
import { visuallyHidden } from '../layout/visually-hidden';
import { breakpoints, type Breakpoint } from '../theme/theme';
import { DataCardList } from './data-card-list';
import type { DataTableColumn } from './data-table-column';

export type { DataCardSlot, DataTableColumn } from './data-table-column';

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** The table's caption, its accessible name. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only. */
  isCaptionHidden?: boolean;
  /** Shown in one full-width cell when there are no rows. */
  emptyText?: ReactNode;
  /** A stable key per row (defaults to `row.id` when present, else the index). */
  getRowKey?: (row: T, index: number) => Key;
  /**
   * Below this breakpoint each row shows as a card laid out by the columns' `card` slots
   * (default 'md'; `false` keeps the table at every width).
   */
  cardBelow?: Breakpoint | false;
}

// Wide tables scroll sideways inside their own box instead of widening the page. Positioned, so
// the screen-reader-only texts in the cells (absolutely positioned) are clipped by it too: else
// those at the far right of a wide table widen the whole document.
const Scroller = styled.div`
  position: relative;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

// A laptop's window (1280 px, beside the menu) shows every column, the last (Status, Delete)
// included: headers wrap between words (never across a word), e-mails anywhere, cells keep a
// compact padding, and a cell's buttons stay whole.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  td {
    overflow-wrap: break-word;
  }
  /* An e-mail is one long word: it may break anywhere rather than widen its column. */
  td a[href^='mailto:'] {
    overflow-wrap: anywhere;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.secondary};
  }
  td button {
    white-space: nowrap;
  }
  td select {
    max-width: 100%;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${({ theme }) => theme.space[3]};
  text-align: left;
  font-weight: 600;
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const Empty = styled.td`
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function defaultRowKey(row: unknown, index: number): Key {
  if (typeof row === 'object' && row !== null && 'id' in row) {
    const id: unknown = row.id;
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return index;
}

/**
 * A semantic table over rows of any shape, with an empty state and sideways scrolling; on a
 * narrow screen the same rows as a list of cards (docs/decisions/091).
 */
export function DataTable<T>({
  columns: allColumns,
  rows,
  caption,
  isCaptionHidden = false,
  emptyText = 'No data available',
  getRowKey = defaultRowKey,
  cardBelow = 'md',
}: DataTableProps<T>) {
  // The admin renders in the browser only, so the first render already has the right layout.
  const isNarrow = useMediaQuery(
    cardBelow === false ? 'not all' : `(max-width: ${breakpoints[cardBelow] - 0.02}px)`,
  );
  if (isNarrow) {
    return (
      <DataCardList
        columns={allColumns}
        rows={rows}
        caption={caption}
        isCaptionHidden={isCaptionHidden}
        emptyText={emptyText}
        getRowKey={getRowKey}
      />
    );
  }
  const columns = allColumns.filter((column) => !column.isCardOnly);
  return (
    <Scroller>
      <Table>
        <Caption $hidden={isCaptionHidden}>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column.key ?? index} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={columns.length}>{emptyText}</Empty>
            </tr>
          ) : (
            rows.map((row, rowIndex) => (
              <tr key={getRowKey(row, rowIndex)}>
                {columns.map((column, index) => (
                  <td key={column.key ?? index}>{column.cell(row, rowIndex)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Scroller>
  );
}
