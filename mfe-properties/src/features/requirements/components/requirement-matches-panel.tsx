import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { requirementMatchesQuery } from 'shared-api';
import type { RequirementRow } from 'shared-api/contract';
import { Button, Card } from 'shared-ui';
import { getPageCount, PagedList } from 'shared-ui/admin';
import { describeRequirement, MATCH_PAGE_SIZE } from '../utils/requirement-format';
import { MatchItem } from './match-item';

const Panel = styled(Card)`
  margin-top: ${({ theme }) => theme.space[5]};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
  }
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface RequirementMatchesPanelProps {
  requirementId: number;
  /** The requirement's row when it is on the list's current page. */
  requirement: RequirementRow | undefined;
  onClose: () => void;
}

/** A requirement's matching listings, best fit first, paged on the server. */
export function RequirementMatchesPanel({
  requirementId,
  requirement,
  onClose,
}: RequirementMatchesPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useQuery({
    ...requirementMatchesQuery(requirementId, {
      limit: MATCH_PAGE_SIZE,
      offset: (page - 1) * MATCH_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const total = data?.total ?? 0;

  // Opened from a row far above (or a card on a phone): bring the panel into view and focus.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const who = requirement ? requirement.name : `requirement ${requirementId}`;
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          Matches for {who}
        </h2>
        <Button variant="secondary" size="sm" onClick={onClose}>
          Close matches
        </Button>
      </Header>
      {requirement && <p>{describeRequirement(requirement).join(' · ')}</p>}
      <PagedList
        isLoaded={data !== undefined}
        isFetching={isFetching}
        loadingLabel="Loading matches"
        error={error ? 'Failed to load the matches' : undefined}
        summary={total === 1 ? '1 matching listing' : `${total} matching listings`}
        paging={{
          page,
          pageCount: getPageCount(total, MATCH_PAGE_SIZE),
          onPageChange: setPage,
          label: 'Match pages',
        }}
      >
        <List aria-label={`Listings matching ${who}, best fit first`}>
          {data?.items.map((match) => (
            <MatchItem key={match.id} match={match} />
          ))}
        </List>
      </PagedList>
    </Panel>
  );
}
