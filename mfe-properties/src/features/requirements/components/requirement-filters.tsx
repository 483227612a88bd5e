import type { FormEvent } from 'react';
import styled from 'styled-components';
import { REQUIREMENT_PURPOSES, REQUIREMENT_STATUSES } from 'shared-api/contract';
import type { RequirementPurpose, RequirementStatus } from 'shared-api/contract';
import { Button, media, SelectField, TextField } from 'shared-ui';
import type { RequirementParams } from '../hooks/use-requirement-params';

const Bar = styled.div`
  display: grid;
  /* minmax(0, …): the column's minimum is not the search row's, so the bar fits a narrow window. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  ${media.up('md')} {
    grid-template-columns: 2fr 1fr 1fr;
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

export type RequirementFiltersProps = Pick<
  RequirementParams,
  'status' | 'purpose' | 'q' | 'setStatus' | 'setPurpose' | 'setQuery'
>;

/** Search by the person's name or mobile, and the status and buy/rent filters (server-side). */
export function RequirementFilters({
  status,
  purpose,
  q,
  setStatus,
  setPurpose,
  setQuery,
}: RequirementFiltersProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    setQuery(typeof value === 'string' ? value : '');
  };
  return (
    <Bar>
      <SearchForm role="search" aria-label="Requirements" onSubmit={handleSubmit}>
        {/* Keyed by q so a link carrying a search shows it in this box too. */}
        <TextField
          key={q}
          label="Search requirements"
          name="q"
          type="search"
          defaultValue={q}
          hint="Name, mobile or e-mail"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </SearchForm>
      <SelectField
        label="Status"
        placeholder="All statuses"
        options={REQUIREMENT_STATUSES}
        value={status ?? ''}
        onChange={(event) =>
          setStatus((event.target.value || undefined) as RequirementStatus | undefined)
        }
      />
      <SelectField
        label="Buy or rent"
        placeholder="Buy and rent"
        options={REQUIREMENT_PURPOSES}
        value={purpose ?? ''}
        onChange={(event) =>
          setPurpose((event.target.value || undefined) as RequirementPurpose | undefined)
        }
      />
    </Bar>
  );
}
