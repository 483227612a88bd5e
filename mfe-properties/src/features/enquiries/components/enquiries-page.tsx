import { useQueryClient } from '@tanstack/react-query';
import { invalidateEnquiries, patchPageRow } from 'shared-api';
import { ENQUIRY_STATUSES } from 'shared-api/contract';
import type { EnquiryRow, EnquiryStatus } from 'shared-api/contract';
import { Container, FormNotice, PageHeading, SelectField, Spinner, usePageTitle } from 'shared-ui';
import { Link } from 'react-router-dom';
import { DataTable, ExportButton, getPageCount, Pagination } from 'shared-ui/admin';
import type { DataTableColumn } from 'shared-ui/admin';
import { useEnquiryPage } from '../hooks/use-enquiry-page';
import {
  ENQUIRY_PAGE_SIZE,
  STATUS_LABELS,
  formatCallTime,
  formatEnquiryDate,
  formatOccupation,
} from '../utils/enquiry-format';
import { EnquiryStatusSelect } from './enquiry-status-select';

const FILTER_OPTIONS = ENQUIRY_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

/** The enquiries inbox (/enquiries): leads on the user's properties (the admin's: all). */
export function EnquiriesPage() {
  usePageTitle('Enquiries');
  const { data, error, isFetching, queryKey, page, status, setPage, setStatus } = useEnquiryPage();
  const queryClient = useQueryClient();

  // The row takes the server's answer where it is, even when it no longer matches the filter;
  // the inbox's pages load again when next shown, and the counts now.
  const handleStatusChanged = (id: number, next: EnquiryStatus) => {
    patchPageRow<EnquiryRow>(queryClient, queryKey, id, { status: next });
    void invalidateEnquiries(queryClient);
  };

  // As cards: the enquirer's name, then the property, when, and how to reach them.
  const columns: DataTableColumn<EnquiryRow>[] = [
    {
      key: 'date',
      header: 'Date',
      cell: (row) => formatEnquiryDate(row.created_at),
      cardOrder: 2,
    },
    {
      key: 'property',
      header: 'Property',
      cardOrder: 1,
      // The property may have been deleted since; the enquiry keeps its ID and name.
      cell: (row) =>
        row.property_id ? (
          <Link to={`/details/${row.property_id}`}>
            {row.prp_id} – {row.project_name}
          </Link>
        ) : (
          `${row.prp_id} – ${row.project_name}`
        ),
    },
    { key: 'name', header: 'Name', cell: (row) => row.name, card: 'title' },
    {
      key: 'mobile',
      header: 'Mobile',
      cardOrder: 3,
      cell: (row) => <a href={`tel:${row.mobile}`}>{row.mobile}</a>,
    },
    {
      key: 'email',
      header: 'Email',
      cardOrder: 4,
      cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a>,
    },
    { key: 'city', header: 'City', cell: (row) => row.city },
    { key: 'occupation', header: 'Occupation', cell: (row) => formatOccupation(row.occupation) },
    {
      key: 'time',
      header: 'Suitable Time',
      cell: (row) => formatCallTime(row.time),
      cardOrder: 5,
    },
    { key: 'remark', header: 'Remark', cell: (row) => row.remark ?? '' },
    {
      key: 'status',
      header: 'Status',
      // Changing the status is what the broker does to an enquiry: the card's action.
      card: 'actions',
      cell: (row) => <EnquiryStatusSelect enquiry={row} onChanged={handleStatusChanged} />,
    },
  ];

  return (
    <Container>
      <PageHeading>Enquiries</PageHeading>
      <SelectField
        label="Show"
        placeholder="All enquiries"
        options={FILTER_OPTIONS}
        value={status ?? ''}
        onChange={(event) =>
          setStatus((event.target.value || undefined) as EnquiryStatus | undefined)
        }
      />
      <ExportButton list="enquiries" params={{ status }} />
      {error ? <FormNotice tone="error">Failed to load enquiries</FormNotice> : null}
      {!data && isFetching ? (
        <Spinner label="Loading enquiries" isBlock />
      ) : (
        <div aria-busy={isFetching}>
          <DataTable
            caption="Enquiries, newest first"
            isCaptionHidden
            columns={columns}
            rows={data?.items ?? []}
            cardBelow="lg"
            emptyText={
              status ? `No ${STATUS_LABELS[status].toLowerCase()} enquiries` : 'No enquiries yet'
            }
          />
          <Pagination
            page={page}
            pageCount={getPageCount(data?.total ?? 0, ENQUIRY_PAGE_SIZE)}
            onPageChange={setPage}
            label="Enquiry pages"
          />
        </div>
      )}
    </Container>
  );
}
