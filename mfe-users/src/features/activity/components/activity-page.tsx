import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { changePageQuery, usersQuery } from 'shared-api';
import { CHANGE_ENTITIES, CHANGE_ENTITY_LABELS, type ChangeEntity } from 'shared-api/contract';
import { Container, media, PageHeading, SelectField, TextField, usePageTitle } from 'shared-ui';
import { ChangeList, getPageCount, PagedList } from 'shared-ui/admin';
import { useActivityParams } from '../hooks/use-activity-params';

export const ACTIVITY_PAGE_SIZE = 20;

const ENTITY_OPTIONS = CHANGE_ENTITIES.map((entity: ChangeEntity) => ({
  value: entity,
  label: CHANGE_ENTITY_LABELS[entity],
}));

const Filters = styled.div`
  display: grid;
  /* minmax(0, …): a select's own width never widens the page on a narrow screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    align-items: end;
  }
`;

/**
 * The administrator's Activity screen (decision 098): every recorded change, newest first, filtered
 * by person, kind of record and date, paged on the server.
 */
export function ActivityPage() {
  usePageTitle('Activity');
  const headingId = useId();
  const { filters, page, setFilter, setPage } = useActivityParams();
  const users = useQuery(usersQuery());
  const { data, error, isFetching } = useQuery({
    ...changePageQuery({
      ...filters,
      limit: ACTIVITY_PAGE_SIZE,
      offset: (page - 1) * ACTIVITY_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const people = (users.data ?? []).map((user) => ({ value: String(user.id), label: user.name }));
  const total = data?.total ?? 0;

  return (
    <Container>
      <PageHeading id={headingId}>Activity</PageHeading>
      <Filters>
        <SelectField
          label="Person"
          placeholder="Everyone"
          options={people}
          value={filters.userId ? String(filters.userId) : ''}
          onChange={(event) => setFilter('userId', event.target.value)}
        />
        <SelectField
          label="Kind of record"
          placeholder="Every kind"
          options={ENTITY_OPTIONS}
          value={filters.entity ?? ''}
          onChange={(event) => setFilter('entity', event.target.value)}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => setFilter('to', event.target.value)}
        />
      </Filters>
      <PagedList
        isLoaded={data !== undefined}
        isFetching={isFetching}
        loadingLabel="Loading the activity"
        error={error ? 'Failed to load the activity' : undefined}
        summary={total === 1 ? '1 change' : `${total} changes`}
        paging={{
          page,
          pageCount: getPageCount(total, ACTIVITY_PAGE_SIZE),
          onPageChange: setPage,
          label: 'Activity pages',
        }}
      >
        {data && data.items.length > 0 ? (
          <ChangeList changes={data.items} showsRecord labelledBy={headingId} />
        ) : (
          <p>No changes match these filters.</p>
        )}
      </PagedList>
    </Container>
  );
}
