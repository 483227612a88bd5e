import { REQUIREMENT_PURPOSES, REQUIREMENT_STATUSES } from 'shared-api/contract';
import type { RequirementPurpose, RequirementStatus } from 'shared-api/contract';
import { SelectField } from 'shared-ui';
import { FilterBar, ListSearch } from '../../../components/list-search';
import type { RequirementParams } from '../hooks/use-requirement-params';

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
  return (
    <FilterBar $filters={2}>
      <ListSearch
        label="Search requirements"
        hint="Name, mobile or e-mail"
        name="Requirements"
        q={q}
        onSearch={setQuery}
      />
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
    </FilterBar>
  );
}
