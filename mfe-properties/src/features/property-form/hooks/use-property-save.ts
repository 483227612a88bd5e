import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getErrorMessage, getFieldErrors } from 'shared-api';
import { useNotify } from 'shared-ui';

export interface SaveOptions {
  /** Sends the form; reports the uploaded fraction 0..1. */
  send: (onProgress: (fraction: number) => void) => Promise<unknown>;
  successMessage: string;
  failureMessage: string;
  /** After the success message: invalidate what the save changed, reset or remount the form. */
  onSuccess: () => void | Promise<void>;
  /** Places field refusals next to their fields; returns how many it placed. */
  showFieldErrors: (errors: Record<string, string>) => number;
}

/**
 * Runs a property save with the submitting flag and upload progress; the form stays submitting
 * until `onSuccess` is done. Refusals that name fields go next to those fields; anything else
 * (network, 403, a refusal of the whole upload) becomes an error notification with the server's
 * message.
 */
export function usePropertySave() {
  const notify = useNotify();
  const [progress, setProgress] = useState(0);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: async ({ send, successMessage, onSuccess }: SaveOptions) => {
      await send(setProgress);
      notify.success(successMessage);
      await onSuccess();
    },
  });

  const save = useCallback(
    async (options: SaveOptions) => {
      setProgress(0);
      try {
        await mutateAsync(options);
      } catch (error) {
        console.error(options.failureMessage, error);
        if (options.showFieldErrors(getFieldErrors(error)) === 0) {
          notify.error(getErrorMessage(error, options.failureMessage));
        }
      }
    },
    [mutateAsync, notify],
  );

  return { save, isSubmitting: isPending, progress };
}
