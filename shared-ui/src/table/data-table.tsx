import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../layout/visually-hidden';

/** One column: its header and how to render a row's cell. */
export interface DataTableColumn<T> {
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** Stable React key of the column (defaults to its position). */
  key?: string;
}

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
}

// Wide tables scroll sideways inside their own box instead of widening the page on phones.
const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.secondary};
    white-space: nowrap;
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

/** A semantic table over rows of any shape, with an empty state and sideways scrolling. */
export function DataTable<T>({
  columns,
  rows,
  caption,
  isCaptionHidden = false,
  emptyText = 'No data available',
  getRowKey = defaultRowKey,
}: DataTableProps<T>) {
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
