import { useQuery, useQueryClient } from '@tanstack/react-query';
import { enquiryQuery, invalidateEnquiries } from 'shared-api';
import type { EnquiryStatus, InboxEnquiry } from 'shared-api/contract';
import { FormNotice, Spinner } from 'shared-ui';
import { DataTable } from 'shared-ui/admin';
import { Link } from 'react-router-dom';
import { enquiryColumns } from './enquiry-columns';

/**
 * The one lead a new-lead alert's link opens (`/enquiries?lead={id}`): shown alone, so the agent
 * who tapped it on a phone finds it at once, with a way back to the whole inbox.
 */
export function SingleLead({ id }: { id: number }) {
  const options = enquiryQuery(id);
  const { data, error } = useQuery(options);
  const queryClient = useQueryClient();

  const handleStatusChanged = (_id: number, next: EnquiryStatus) => {
    queryClient.setQueryData<InboxEnquiry>(options.queryKey, (current) =>
      current ? { ...current, status: next } : current,
    );
    void invalidateEnquiries(queryClient);
  };

  return (
    <section aria-label="The lead from the alert">
      <Link to="/enquiries">All enquiries</Link>
      {error ? <FormNotice tone="error">This enquiry could not be found</FormNotice> : null}
      {!data && !error ? <Spinner label="Loading the enquiry" isBlock /> : null}
      {data ? (
        <DataTable
          caption={`Enquiry from ${data.name}`}
          isCaptionHidden
          columns={enquiryColumns(handleStatusChanged)}
          rows={[data]}
          cardBelow="lg"
          emptyText="This enquiry could not be found"
        />
      ) : null}
    </section>
  );
}
