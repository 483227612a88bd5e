import type { FormEvent } from 'react';
import styled from 'styled-components';
import { PROPERTY_SORTS } from 'shared-api/contract';
import type { PropertySort } from 'shared-api/contract';
import { Button, CheckboxField, SelectField, TextField, media } from 'shared-ui';

const SORT_LABELS: Record<PropertySort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};
const SORT_OPTIONS = PROPERTY_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

const Bar = styled.div`
  display: grid;
  /* minmax(0, …): the column's minimum is not the search row's, so the bar fits a narrow window. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  ${media.up('md')} {
    grid-template-columns: 2fr 1fr;
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

export const WITHOUT_RERA_LABEL = 'Only listings without a RERA number';

export interface TableToolbarProps {
  q: string;
  sort: PropertySort;
  withoutRera: boolean;
  onSearch: (q: string) => void;
  onSort: (sort: PropertySort) => void;
  onWithoutRera: (withoutRera: boolean) => void;
}

/**
 * Search by property ID, name or address, the order, and the listings still lacking a RERA
 * number (all answered by the server).
 */
export function TableToolbar({
  q,
  sort,
  withoutRera,
  onSearch,
  onSort,
  onWithoutRera,
}: TableToolbarProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value : '');
  };
  return (
    <Bar>
      <SearchForm role="search" onSubmit={handleSubmit}>
        {/* Keyed by q so a search from the top bar shows in this box too. */}
        <TextField
          key={q}
          label="Search properties"
          name="q"
          type="search"
          defaultValue={q}
          hint="Property ID, project name or address"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </SearchForm>
      <SelectField
        label="Sort by"
        value={sort}
        options={SORT_OPTIONS}
        onChange={(event) => onSort(event.target.value as PropertySort)}
      />
      <CheckboxField
        label={WITHOUT_RERA_LABEL}
        checked={withoutRera}
        onChange={(event) => onWithoutRera(event.target.checked)}
      />
    </Bar>
  );
}
