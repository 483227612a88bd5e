import type { ReactElement } from 'react';
import styled from 'styled-components';
import { displayValue } from '../../../utils/display';

export type Row = readonly [label: string, value: string | number | null | undefined];

export interface KeyValueTableProps {
  caption: string;
  rows: readonly Row[];
}

/** A two-column table of labelled values; missing values read 'Null' (docs/product.md). */
export function KeyValueTable({ caption, rows }: KeyValueTableProps): ReactElement {
  return (
    <Table>
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{displayValue(value)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};

  caption {
    padding: ${({ theme }) => `${theme.space[2]} 0`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
    text-align: left;
    color: ${({ theme }) => theme.colors.secondary};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    text-align: left;
    vertical-align: top;
    /* Below a phone's width (a phone at 200 % zoom is 180 CSS px) a long word may break anywhere,
       so the table fits; from 360 px up a label keeps its words whole, widening its column. */
    @media (max-width: 359.98px) {
      overflow-wrap: anywhere;
    }
  }
  th {
    width: 45%;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: 600;
  }
`;
