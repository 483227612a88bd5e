import { useMutation } from '@tanstack/react-query';
import { getErrorMessage, updateRequirementStatus } from 'shared-api';
import { REQUIREMENT_STATUSES } from 'shared-api/contract';
import type { RequirementRow, RequirementStatus } from 'shared-api/contract';
import { useNotify } from 'shared-ui';
import { RowStatusSelect } from 'shared-ui/admin';
import { formatStatus } from '../utils/requirement-format';

export interface RequirementStatusSelectProps {
  requirement: RequirementRow;
  onChanged: (id: number, status: RequirementStatus) => void;
}

/** Saves a new status as soon as it is chosen; the shown value follows the server's answer. */
export function RequirementStatusSelect({ requirement, onChanged }: RequirementStatusSelectProps) {
  const notify = useNotify();
  const { mutate, isPending } = useMutation({
    mutationFn: (status: RequirementStatus) => updateRequirementStatus(requirement.id, status),
    onSuccess: (answer) => {
      onChanged(requirement.id, answer.status);
      notify.success(`Requirement of ${requirement.name} marked as ${formatStatus(answer.status)}`);
    },
    onError: (error) => {
      console.error('Failed to update requirement', error);
      notify.error(getErrorMessage(error, 'Failed to update the requirement'));
    },
  });

  return (
    <RowStatusSelect
      label={`Status of the requirement of ${requirement.name}`}
      value={requirement.status}
      options={REQUIREMENT_STATUSES}
      isSaving={isPending}
      onChoose={mutate}
    />
  );
}
