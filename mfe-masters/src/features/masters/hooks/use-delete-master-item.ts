import { useCallback } from 'react';
import { deleteMasterItem, getErrorMessage, getErrorStatus } from 'shared-api';
import { masterMessages, type LookupItem, type MasterDescriptor } from 'shared-api/contract';
import { useConfirm, useNotify } from 'shared-ui';

// A 4xx answer explains itself (409 in use, 404 already gone); a crash or an unreachable server
// does not, and the product’s words are kinder than 'Internal Server Error'.
function describeDeleteFailure(error: unknown, fallback: string): string {
  const status = getErrorStatus(error);
  return status !== null && status >= 400 && status < 500
    ? getErrorMessage(error, fallback)
    : fallback;
}

/**
 * Asks, deletes, and reports. A refusal the server explains (a value still used by properties,
 * 409) is shown in its words; anything else falls back to the product’s 'Failed to delete X'.
 */
export function useDeleteMasterItem(
  master: MasterDescriptor,
  onDeleted: (item: LookupItem) => Promise<void> | void,
): (item: LookupItem) => Promise<void> {
  const confirm = useConfirm();
  const notify = useNotify();

  return useCallback(
    async (item: LookupItem) => {
      const messages = masterMessages(master.label);
      const isConfirmed = await confirm(messages.deleteConfirm, { confirmLabel: 'Delete' });
      if (!isConfirmed) return;
      try {
        const answer = await deleteMasterItem(master, item.id);
        notify.success(answer.message || messages.deleted);
      } catch (error) {
        console.error(error);
        notify.error(describeDeleteFailure(error, messages.deleteFailed));
        return;
      }
      await onDeleted(item);
    },
    [confirm, master, notify, onDeleted],
  );
}
