import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { propertyRequirementsQuery } from 'shared-api';
import type { PropertyRequirementMatch } from 'shared-api/contract';
import { Card } from 'shared-ui';
import { Link } from 'react-router-dom';
import { getPageCount, PagedList } from 'shared-ui/admin';
import { describeRequirement, MATCH_PAGE_SIZE } from '../utils/requirement-format';

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space[5]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
  }
`;

/** Where the requirement shows: its person searched for, its matches open. */
const requirementPath = (requirement: PropertyRequirementMatch): string =>
  `/requirements?${new URLSearchParams({
    q: requirement.mobile,
    matches: String(requirement.id),
  }).toString()}`;

/** The open requirements a listing matches, for the staff editing it: who to call about it. */
export function PropertyRequirements({ propertyId }: { propertyId: number }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useQuery({
    ...propertyRequirementsQuery(propertyId, {
      limit: MATCH_PAGE_SIZE,
      offset: (page - 1) * MATCH_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

  return (
    <Section as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>Matching requirements: {data ? data.total : '…'}</h2>
      <PagedList
        isLoaded={data !== undefined}
        isFetching={isFetching}
        loadingLabel="Loading matching requirements"
        isSpinnerInline
        error={error ? 'Failed to load the matching requirements' : undefined}
        paging={{
          page,
          pageCount: getPageCount(data?.total ?? 0, MATCH_PAGE_SIZE),
          onPageChange: setPage,
          label: 'Matching requirement pages',
        }}
      >
        {data?.items.length ? (
          <List aria-labelledby={headingId}>
            {data.items.map((requirement) => (
              <li key={requirement.id}>
                <strong>{requirement.name}</strong>,{' '}
                <a href={`tel:${requirement.mobile}`}>{requirement.mobile}</a>
                <p>{describeRequirement(requirement).join(' · ')}</p>
                <p>
                  <Link to={requirementPath(requirement)}>
                    Open the requirement of {requirement.name}
                  </Link>
                </p>
              </li>
            ))}
          </List>
        ) : (
          <p>No open requirement matches this listing yet.</p>
        )}
      </PagedList>
    </Section>
  );
}
