import type { BaseSyntheticEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { getErrorMessage } from 'shared-api';
import type { AppForm } from './use-app-form';

export interface FormSubmitOptions<TValues extends FieldValues, TOutput, TAnswer> {
  /** The API call that saves the form's checked values. */
  send: (values: TOutput) => Promise<TAnswer>;
  /** The values the form returns to once saved (an empty form). */
  emptyValues: () => TValues;
  /** Called with the server's answer after the form was emptied. */
  onSent: (answer: TAnswer) => Promise<void> | void;
  /** Called with the message to show (the server's, or `failureMessage`) and the error itself. */
  onFailed: (message: string, error: unknown) => void;
  failureMessage: string;
}

/**
 * A form's submit handler as every form of the site has it: the contract's rules first (through
 * the form's resolver), then `send`; once saved the form empties and `onSent` reports; a refusal's
 * per-field messages land on their fields and `onFailed` reports the rest.
 */
export function useFormSubmit<TValues extends FieldValues, TOutput, TAnswer>(
  form: AppForm<TValues, TOutput>,
  {
    send,
    emptyValues,
    onSent,
    onFailed,
    failureMessage,
  }: FormSubmitOptions<TValues, TOutput, TAnswer>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  const { handleSubmit, reset, showServerErrors } = form;
  return handleSubmit(async (values) => {
    let answer: TAnswer;
    try {
      answer = await send(values);
    } catch (error) {
      console.error('The form was not saved', error);
      showServerErrors(error);
      onFailed(getErrorMessage(error, failureMessage), error);
      return;
    }
    reset(emptyValues());
    await onSent(answer);
  });
}
