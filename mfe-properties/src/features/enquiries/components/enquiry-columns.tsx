import { getDetailsPath, type EnquiryStatus, type InboxEnquiry } from 'shared-api/contract';
import { Link } from 'react-router-dom';
import type { DataTableColumn } from 'shared-ui/admin';
import { formatCallTime, formatEnquiryDate, formatOccupation } from '../utils/enquiry-format';
import { EnquiryStatusSelect } from './enquiry-status-select';
import { LeadAlertsBadge } from './lead-alerts-badge';

/**
 * The inbox's columns, shared by its pages and the one lead an alert's link opens. As cards: the
 * enquirer's name, then the property, when, and how to reach them.
 */
export function enquiryColumns(
  onStatusChanged: (id: number, next: EnquiryStatus) => void,
): DataTableColumn<InboxEnquiry>[] {
  return [
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
          <Link to={getDetailsPath(row.property_id)}>
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
      key: 'alerts',
      header: 'Alerts',
      cardOrder: 6,
      // An older answer (or a stub) may lack the counts: then there is nothing to say.
      cell: (row) => (row.alerts ? <LeadAlertsBadge alerts={row.alerts} /> : ''),
    },
    {
      key: 'status',
      header: 'Status',
      // Changing the status is what the broker does to an enquiry: the card's action.
      card: 'actions',
      cell: (row) => <EnquiryStatusSelect enquiry={row} onChanged={onStatusChanged} />,
    },
  ];
}
