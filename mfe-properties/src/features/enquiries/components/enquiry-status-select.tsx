import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { getErrorMessage, updateEnquiryStatus } from 'shared-api';
import { ENQUIRY_STATUSES } from 'shared-api/contract';
import type { EnquiryRow, EnquiryStatus } from 'shared-api/contract';
import { useNotify } from 'shared-ui';
import { STATUS_LABELS } from '../utils/enquiry-format';

const Select = styled.select`
  min-height: 2.25rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

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
    <Select
      aria-label={`Status of the enquiry from ${enquiry.name}`}
      value={enquiry.status}
      disabled={isPending}
      onChange={(event) => mutate(event.target.value as EnquiryStatus)}
    >
      {ENQUIRY_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </Select>
  );
}
