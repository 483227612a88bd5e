import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, media, TextField } from 'shared-ui';

/** A list screen's filter bar: the search first and wider, then its other filters in a row. */
export const FilterBar = styled.div<{ $filters: number }>`
  display: grid;
  /* minmax(0, …): the column's minimum is not the search row's, so the bar fits a narrow window. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  ${media.up('md')} {
    grid-template-columns: 2fr repeat(${({ $filters }) => $filters}, 1fr);
    align-items: end;
  }
`;

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1;
  }
  button {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;

export interface ListSearchProps {
  /** The search box's label ('Search properties'). */
  label: string;
  /** What it searches, under the box. */
  hint: string;
  /** The search in the address, shown in the box. */
  q: string;
  onSearch: (q: string) => void;
  /** The search landmark's name, when the page has more than one. */
  name?: string;
}

/** A list's server-side search: a search box and its button, sent on submit. */
export function ListSearch({ label, hint, q, onSearch, name }: ListSearchProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value : '');
  };
  return (
    <SearchForm role="search" aria-label={name} onSubmit={handleSubmit}>
      {/* Keyed by q so a search arriving by link or from the top bar shows in this box too. */}
      <TextField key={q} label={label} name="q" type="search" defaultValue={q} hint={hint} />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </SearchForm>
  );
}
