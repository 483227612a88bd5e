import { useQueryClient } from '@tanstack/react-query';
import { invalidateEnquiries, patchPageRow } from 'shared-api';
import { ENQUIRY_STATUSES } from 'shared-api/contract';
import type { EnquirySort, EnquiryStatus, InboxEnquiry } from 'shared-api/contract';
import { Container, PageHeading, SelectField, usePageTitle } from 'shared-ui';
import { useSearchParams } from 'react-router-dom';
import { DataTable, ExportButton, getPageCount, PagedList } from 'shared-ui/admin';
import { useEnquiryPage } from '../hooks/use-enquiry-page';
import { ENQUIRY_PAGE_SIZE, STATUS_LABELS } from '../utils/enquiry-format';
import { enquiryColumns } from './enquiry-columns';
import { SingleLead } from './single-lead';

const FILTER_OPTIONS = ENQUIRY_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

const SORT_OPTIONS = [{ value: 'waiting', label: 'Waiting for a reply first' }];

function readLead(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/**
 * The enquiries inbox (/enquiries): leads on the user's properties (the admin's: all), or the one
 * lead a new-lead alert links to (`?lead={id}`).
 */
export function EnquiriesPage() {
  usePageTitle('Enquiries');
  const [searchParams] = useSearchParams();
  const lead = readLead(searchParams.get('lead'));
  return (
    <Container>
      <PageHeading>Enquiries</PageHeading>
      {lead ? <SingleLead id={lead} /> : <Inbox />}
    </Container>
  );
}

function Inbox() {
  const { data, error, isFetching, queryKey, page, status, sort, setPage, setStatus, setSort } =
    useEnquiryPage();
  const queryClient = useQueryClient();

  // The row takes the server's answer where it is, even when it no longer matches the filter;
  // the inbox's pages load again when next shown, and the counts now.
  const handleStatusChanged = (id: number, next: EnquiryStatus) => {
    patchPageRow<InboxEnquiry>(queryClient, queryKey, id, { status: next });
    void invalidateEnquiries(queryClient);
  };

  return (
    <>
      <SelectField
        label="Show"
        placeholder="All enquiries"
        options={FILTER_OPTIONS}
        value={status ?? ''}
        onChange={(event) =>
          setStatus((event.target.value || undefined) as EnquiryStatus | undefined)
        }
      />
      <SelectField
        label="Order"
        placeholder="Newest first"
        options={SORT_OPTIONS}
        value={sort ?? ''}
        onChange={(event) => setSort((event.target.value || undefined) as EnquirySort | undefined)}
      />
      <ExportButton list="enquiries" params={{ status }} />
      <PagedList
        isLoaded={data !== undefined}
        isFetching={isFetching}
        loadingLabel="Loading enquiries"
        error={error ? 'Failed to load enquiries' : undefined}
        paging={{
          page,
          pageCount: getPageCount(data?.total ?? 0, ENQUIRY_PAGE_SIZE),
          onPageChange: setPage,
          label: 'Enquiry pages',
        }}
      >
        <DataTable
          caption={sort ? 'Enquiries, waiting for a reply first' : 'Enquiries, newest first'}
          isCaptionHidden
          columns={enquiryColumns(handleStatusChanged)}
          rows={data?.items ?? []}
          cardBelow="lg"
          emptyText={
            status ? `No ${STATUS_LABELS[status].toLowerCase()} enquiries` : 'No enquiries yet'
          }
        />
      </PagedList>
    </>
  );
}
