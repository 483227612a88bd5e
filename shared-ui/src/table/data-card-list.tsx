import { Fragment, useId, type Key, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../layout/visually-hidden';
import { renderCardCell, type DataTableColumn } from './data-table-column';

const Caption = styled.p<{ $hidden: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-weight: 600;
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

// A fixed tile, so cards with and without a photo line their titles up alike.
const Media = styled.div`
  flex: none;
  width: 4.5rem;
  height: 4.5rem;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.secondary};
`;

const Fields = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  > div {
    display: grid;
    grid-template-columns: minmax(0, 7.5rem) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

// Thumb-sized targets (44 px); a link that acts on the row looks like the buttons beside it.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  > div {
    flex: 1 1 auto;
  }
  button,
  a {
    flex: 1 1 auto;
    min-width: 2.75rem;
    min-height: 2.75rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    padding: ${({ theme }) => `0 ${theme.space[4]}`};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.secondary};
    text-decoration: none;
    border: 2px solid ${({ theme }) => theme.colors.secondary};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface DataCardListProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  caption: ReactNode;
  isCaptionHidden: boolean;
  emptyText: ReactNode;
  getRowKey: (row: T, index: number) => Key;
}

function DataCard<T>({
  row,
  index,
  columns,
}: {
  row: T;
  index: number;
  columns: readonly DataTableColumn<T>[];
}) {
  const titleId = useId();
  const inSlot = (slot: DataTableColumn<T>['card']) =>
    columns.filter((column) => (column.card ?? 'field') === slot);
  const titles = inSlot('title');
  const media = inSlot('media');
  const actions = inSlot('actions');
  const fields = inSlot('field')
    .map((column) => ({ column, order: column.cardOrder ?? columns.indexOf(column) }))
    .sort((a, b) => a.order - b.order)
    .map(({ column }) => column);
  const keyOf = (column: DataTableColumn<T>) => column.key ?? columns.indexOf(column);
  return (
    <Item aria-labelledby={titles.length > 0 ? titleId : undefined}>
      {(titles.length > 0 || media.length > 0) && (
        <Head>
          {media.map((column) => (
            <Media key={keyOf(column)}>{renderCardCell(column, row, index)}</Media>
          ))}
          {titles.length > 0 && (
            <Title id={titleId}>
              {titles.map((column) => (
                <span key={keyOf(column)}>{renderCardCell(column, row, index)}</span>
              ))}
            </Title>
          )}
        </Head>
      )}
      {fields.length > 0 && (
        <Fields>
          {fields.map((column) => (
            <div key={keyOf(column)}>
              <dt>{column.header}</dt>
              <dd>{renderCardCell(column, row, index)}</dd>
            </div>
          ))}
        </Fields>
      )}
      {actions.length > 0 && (
        <Actions>
          {actions.map((column) => (
            <Fragment key={keyOf(column)}>{renderCardCell(column, row, index)}</Fragment>
          ))}
        </Actions>
      )}
    </Item>
  );
}

/** The rows of a DataTable as a list of cards, for narrow screens. */
export function DataCardList<T>({
  columns,
  rows,
  caption,
  isCaptionHidden,
  emptyText,
  getRowKey,
}: DataCardListProps<T>) {
  const captionId = useId();
  return (
    <div>
      <Caption id={captionId} $hidden={isCaptionHidden}>
        {caption}
      </Caption>
      {rows.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <List aria-labelledby={captionId}>
          {rows.map((row, index) => (
            <DataCard key={getRowKey(row, index)} row={row} index={index} columns={columns} />
          ))}
        </List>
      )}
    </div>
  );
}
