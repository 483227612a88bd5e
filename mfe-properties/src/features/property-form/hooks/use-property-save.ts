import { useCallback, useState } from 'react';
import { getErrorMessage, getFieldErrors } from 'shared-api';
import { useNotify } from 'shared-ui';

export interface SaveOptions {
  /** Sends the form; reports the uploaded fraction 0..1. */
  send: (onProgress: (fraction: number) => void) => Promise<unknown>;
  successMessage: string;
  failureMessage: string;
  onSuccess: () => void | Promise<void>;
  /** Places field refusals next to their fields; returns how many it placed. */
  showFieldErrors: (errors: Record<string, string>) => number;
}

/**
 * Runs a property save with the submitting flag and upload progress. Refusals that name fields
 * go next to those fields; anything else (network, 403, a refusal of the whole upload) becomes
 * an error notification with the server's message.
 */
export function usePropertySave() {
  const notify = useNotify();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [progress, setProgress] = useState(0);

  const save = useCallback(
    async ({ send, successMessage, failureMessage, onSuccess, showFieldErrors }: SaveOptions) => {
      setIsSubmitting(true);
      setProgress(0);
      try {
        await send(setProgress);
        notify.success(successMessage);
        await onSuccess();
      } catch (error) {
        console.error(failureMessage, error);
        if (showFieldErrors(getFieldErrors(error)) === 0) {
          notify.error(getErrorMessage(error, failureMessage));
        }
      } finally {
        setIsSubmitting(false);
      }
    },
    [notify],
  );

  return { save, isSubmitting, progress };
}
