import { useMutation } from '@tanstack/react-query';
import { getErrorMessage, updateEnquiryStatus } from 'shared-api';
import { ENQUIRY_STATUSES } from 'shared-api/contract';
import type { EnquiryRow, EnquiryStatus } from 'shared-api/contract';
import { useNotify } from 'shared-ui';
import { RowStatusSelect } from 'shared-ui/admin';
import { STATUS_LABELS } from '../utils/enquiry-format';

const STATUS_OPTIONS = ENQUIRY_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

export interface EnquiryStatusSelectProps {
  enquiry: EnquiryRow;
  onChanged: (id: number, status: EnquiryStatus) => void;
}

/** Saves a new status as soon as it is chosen; the shown value follows the server's answer. */
export function EnquiryStatusSelect({ enquiry, onChanged }: EnquiryStatusSelectProps) {
  const notify = useNotify();
  const { mutate, isPending } = useMutation({
    mutationFn: (status: EnquiryStatus) => updateEnquiryStatus(enquiry.id, status),
    onSuccess: (answer) => {
      onChanged(enquiry.id, answer.status);
      notify.success(`Enquiry from ${enquiry.name} marked as ${STATUS_LABELS[answer.status]}`);
    },
    onError: (error) => {
      console.error('Failed to update enquiry', error);
      notify.error(getErrorMessage(error, 'Failed to update the enquiry'));
    },
  });

  return (
    <RowStatusSelect
      label={`Status of the enquiry from ${enquiry.name}`}
      value={enquiry.status}
      options={STATUS_OPTIONS}
      isSaving={isPending}
      onChoose={mutate}
    />
  );
}
