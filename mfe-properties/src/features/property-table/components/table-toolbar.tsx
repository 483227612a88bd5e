import { PROPERTY_SORTS } from 'shared-api/contract';
import type { PropertySort } from 'shared-api/contract';
import { CheckboxField, SelectField } from 'shared-ui';
import { ExportButton } from 'shared-ui/admin';
import { FilterBar, ListSearch } from '../../../components/list-search';

const SORT_LABELS: Record<PropertySort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};
const SORT_OPTIONS = PROPERTY_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

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
 * number (all answered by the server); "Export CSV" downloads every listing they select.
 */
export function TableToolbar({
  q,
  sort,
  withoutRera,
  onSearch,
  onSort,
  onWithoutRera,
}: TableToolbarProps) {
  const filters = { q: q || undefined, sort, rera: withoutRera ? 'missing' : undefined };
  return (
    <>
      <FilterBar $filters={1}>
        <ListSearch
          label="Search properties"
          hint="Property ID, project name or address"
          q={q}
          onSearch={onSearch}
        />
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
      </FilterBar>
      <ExportButton list="properties" params={filters} />
    </>
  );
}
