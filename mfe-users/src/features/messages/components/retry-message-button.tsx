import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage, invalidateMessages, retryMessage } from 'shared-api';
import type { MessageRow } from 'shared-api/contract';
import { Button, useNotify } from 'shared-ui';

/** "Retry now" for a failed message: the worker sends it at once (decision 092). */
export function RetryMessageButton({ message }: { message: MessageRow }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: () => retryMessage(message.id),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await invalidateMessages(queryClient);
    },
    onError: (error) => {
      console.error('Failed to retry the message', error);
      notify.error(getErrorMessage(error, 'Failed to retry the message'));
    },
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Retry now: message ${message.id} to ${message.recipient}`}
      disabled={isPending}
      onClick={() => mutate()}
    >
      Retry now
    </Button>
  );
}
