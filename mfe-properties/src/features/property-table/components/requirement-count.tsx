import { useQuery } from '@tanstack/react-query';
import { requirementCountsQuery } from 'shared-api';
import type { PropertyListItem } from 'shared-api/contract';
import { VisuallyHidden } from 'shared-ui';
import { Link } from 'react-router-dom';

/**
 * The open requirements each listing of the page matches (decision 089): one read for the page's rows,
 * keyed by listing id. An agent's answer holds their own listings only.
 */
export function useRequirementCounts(rows: readonly PropertyListItem[]) {
  const { data } = useQuery(requirementCountsQuery(rows.map((row) => row.id)));
  return data;
}

/** A listing's count of open requirements, linking to its edit page, which lists them. */
export function RequirementCount({
  property,
  count,
}: {
  property: PropertyListItem;
  count: number | undefined;
}) {
  // Still loading, or not the agent's listing: nothing rather than a guess.
  if (count === undefined) return null;
  if (count === 0) return <>0</>;
  return (
    <Link to={`/edit_form/${property.id}`}>
      {count}
      <VisuallyHidden>
        {count === 1 ? ' open requirement matches ' : ' open requirements match '}
        {property.prp_id}
      </VisuallyHidden>
    </Link>
  );
}
