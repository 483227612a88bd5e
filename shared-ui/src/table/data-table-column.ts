import type { ReactNode } from 'react';

/**
 * Where a column goes when rows show as cards (react-admin's SimpleList is the model): `title`
 * heads the card and names it, `media` sits beside the title (a photo), `field` is a labelled
 * value (the default), `actions` become the card's row of buttons, `hidden` is left out.
 */
export type DataCardSlot = 'title' | 'media' | 'field' | 'actions' | 'hidden';

/** One column: its header and how to render a row's cell, in the table and in a card. */
export interface DataTableColumn<T> {
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** Stable React key of the column (defaults to its position). */
  key?: string;
  /** The column's place in a card (default 'field'). */
  card?: DataCardSlot;
  /** Orders a card's fields, lower first (default: the column's position). */
  cardOrder?: number;
  /** What a card shows instead of `cell`, e.g. a shorter price. */
  cardCell?: (row: T, index: number) => ReactNode;
  /** Shown in cards only, never as a table column (e.g. a thumbnail the spec's table lacks). */
  isCardOnly?: boolean;
}

/** The card's content of a column for a row: its `cardCell`, else its `cell`. */
export function renderCardCell<T>(column: DataTableColumn<T>, row: T, index: number): ReactNode {
  return (column.cardCell ?? column.cell)(row, index);
}
