import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { invalidateRequirements, patchPageRow, useAuth } from 'shared-api';
import type { RequirementRow, RequirementStatus } from 'shared-api/contract';
import { Button, Container, PageHeading, usePageTitle, VisuallyHidden } from 'shared-ui';
import { DataTable, ExportButton, getPageCount, PagedList } from 'shared-ui/admin';
import type { DataTableColumn } from 'shared-ui/admin';
import { useRequirementPage } from '../hooks/use-requirement-page';
import { useRequirementParams } from '../hooks/use-requirement-params';
import {
  describeRequirement,
  formatMatchCount,
  formatRequirementDate,
  formatStatus,
  REQUIREMENT_PAGE_SIZE,
} from '../utils/requirement-format';
import { AddRequirementForm } from './add-requirement-form';
import { RequirementFilters } from './requirement-filters';
import { RequirementMatchesPanel } from './requirement-matches-panel';
import { RequirementStatusSelect } from './requirement-status-select';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Contact = styled.span`
  display: block;
`;

function emptyText(isFiltered: boolean, status: RequirementStatus | undefined): string {
  if (status) return `No ${formatStatus(status).toLowerCase()} requirements`;
  return isFiltered ? 'No requirements match these filters' : 'No requirements yet';
}

/** Requirements (/requirements): what buyers and tenants want, and the listings that fit. */
export function RequirementsPage() {
  usePageTitle('Requirements');
  const params = useRequirementParams();
  const { page, status, purpose, q, openId, setOpenId } = params;
  const { data, error, isFetching, queryKey } = useRequirementPage(params);
  const { role } = useAuth();
  const queryClient = useQueryClient();
  const [isAdding, setIsAdding] = useState(false);

  // The row takes the server's answer where it is, even when it no longer matches the filter;
  // the other pages and the counts load again.
  const handleStatusChanged = (id: number, next: RequirementStatus) => {
    patchPageRow<RequirementRow>(queryClient, queryKey, id, { status: next });
    void invalidateRequirements(queryClient);
  };

  const columns: DataTableColumn<RequirementRow>[] = [
    { key: 'name', header: 'Name', card: 'title', cell: (row) => row.name },
    {
      key: 'contact',
      header: 'Contact',
      cell: (row) => (
        <>
          <Contact>
            <a href={`tel:${row.mobile}`}>{row.mobile}</a>
          </Contact>
          {row.email ? (
            <Contact>
              <a href={`mailto:${row.email}`}>{row.email}</a>
            </Contact>
          ) : null}
        </>
      ),
    },
    {
      key: 'wants',
      header: 'Looking for',
      cell: (row) => (
        <>
          {describeRequirement(row).join(' · ')}
          {row.note ? <Contact>“{row.note}”</Contact> : null}
        </>
      ),
    },
    { key: 'date', header: 'Added', cell: (row) => formatRequirementDate(row.created_at) },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => <RequirementStatusSelect requirement={row} onChanged={handleStatusChanged} />,
    },
    {
      key: 'matches',
      header: 'Matches',
      card: 'actions',
      cell: (row) => (
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={openId === row.id}
          onClick={() => setOpenId(openId === row.id ? undefined : row.id)}
        >
          {formatMatchCount(row.matches)}
          <VisuallyHidden> for {row.name}</VisuallyHidden>
        </Button>
      ),
    },
  ];

  const rows = data?.items ?? [];
  return (
    <Container>
      <Heading>
        <PageHeading>Requirements</PageHeading>
        {role === 'admin' && !isAdding && (
          <Button onClick={() => setIsAdding(true)}>Add requirement</Button>
        )}
      </Heading>
      {isAdding && <AddRequirementForm onClose={() => setIsAdding(false)} />}
      <RequirementFilters {...params} />
      <ExportButton list="requirements" params={{ status, purpose, q: q || undefined }} />
      <PagedList
        isLoaded={data !== undefined}
        isFetching={isFetching}
        loadingLabel="Loading requirements"
        error={error ? 'Failed to load requirements' : undefined}
        paging={{
          page,
          pageCount: getPageCount(data?.total ?? 0, REQUIREMENT_PAGE_SIZE),
          onPageChange: params.setPage,
          label: 'Requirement pages',
        }}
      >
        <DataTable
          caption="Requirements, newest first"
          isCaptionHidden
          columns={columns}
          rows={rows}
          cardBelow="lg"
          emptyText={emptyText(Boolean(purpose || q), status)}
        />
      </PagedList>
      {openId !== undefined && (
        <RequirementMatchesPanel
          key={openId}
          requirementId={openId}
          requirement={rows.find((row) => row.id === openId)}
          onClose={() => setOpenId(undefined)}
        />
      )}
    </Container>
  );
}
