import type { FormEvent, ReactElement } from 'react';
import styled from 'styled-components';
import { formatPriceInWords, parseRupees, type LookupItem } from 'shared-api/contract';
import { Button, SelectField, TextField, media } from 'shared-ui';
import { EMPTY_FILTERS, readBedroomCounts, type HomeFilters } from '../utils/filters';
import { BhkChoices } from './bhk-choices';

export interface PropertyFiltersProps {
  filters: HomeFilters;
  cities: LookupItem[];
  types: LookupItem[];
  statuses: LookupItem[];
  onApply: (filters: HomeFilters) => void;
}

/** What a budget filter was read as ("80 lakh" is Rs. 80 lakh, not Rs. 80), once applied. */
function budgetHint(typed: string): string | undefined {
  const rupees = parseRupees(typed);
  return typed !== '' && Number.isSafeInteger(rupees)
    ? `Read as ${formatPriceInWords(rupees)}`
    : undefined;
}

/** A budget typed "80 lakh" or "80,00,000" kept (and put in the URL) as its rupees: 8000000. */
function asRupees(typed: string): string {
  const rupees = parseRupees(typed);
  return Number.isSafeInteger(rupees) ? String(rupees) : typed;
}

const toOptions = (items: LookupItem[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

function readForm(form: HTMLFormElement, sort: string): HomeFilters {
  const data = new FormData(form);
  const read = (name: keyof HomeFilters) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    q: read('q'),
    city: read('city'),
    type: read('type'),
    status: read('status'),
    minPrice: asRupees(read('minPrice')),
    maxPrice: asRupees(read('maxPrice')),
    bhk: data
      .getAll('bhk')
      .filter((value) => typeof value === 'string')
      .join(','),
    minArea: read('minArea'),
    maxArea: read('maxArea'),
    sort,
  };
}

/**
 * The home search. Uncontrolled: the URL is the single source of truth, and the parent remounts
 * this form (by key) when the URL changes, e.g. on Back.
 */
export function PropertyFilters(props: PropertyFiltersProps): ReactElement {
  const { filters, cities, types, statuses, onApply } = props;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(readForm(event.currentTarget, filters.sort));
  };

  return (
    <Form role="search" aria-label="Search properties" onSubmit={handleSubmit}>
      <Wide>
        <TextField
          label="Search"
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder="Project, address or ID"
          maxLength={100}
        />
      </Wide>
      <Wide>
        <BhkChoices name="bhk" defaultValue={readBedroomCounts(filters.bhk).map(String)} />
      </Wide>
      <SelectField
        label="City"
        name="city"
        placeholder="Any city"
        options={toOptions(cities)}
        defaultValue={filters.city}
      />
      <SelectField
        label="Property type"
        name="type"
        placeholder="Any type"
        options={toOptions(types)}
        defaultValue={filters.type}
      />
      <SelectField
        label="Status"
        name="status"
        placeholder="Any status"
        options={toOptions(statuses)}
        defaultValue={filters.status}
      />
      <TextField
        label="Budget from (Rs.)"
        name="minPrice"
        hint={budgetHint(filters.minPrice)}
        defaultValue={filters.minPrice}
      />
      <TextField
        label="Budget up to (Rs.)"
        name="maxPrice"
        hint={budgetHint(filters.maxPrice)}
        defaultValue={filters.maxPrice}
      />
      <TextField
        label="Carpet area from (sq.ft.)"
        name="minArea"
        type="number"
        inputMode="numeric"
        min={0}
        defaultValue={filters.minArea}
      />
      <TextField
        label="Carpet area up to (sq.ft.)"
        name="maxArea"
        type="number"
        inputMode="numeric"
        min={0}
        defaultValue={filters.maxArea}
      />
      <Actions>
        <Button type="submit">Search</Button>
        <Button type="button" variant="secondary" onClick={() => onApply(EMPTY_FILTERS)}>
          Clear filters
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};

  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Wide = styled.div`
  ${media.up('sm')} {
    grid-column: 1 / -1;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
