import { useCallback } from 'react';
import {
  get,
  useForm,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { getFieldErrors } from 'shared-api';

export interface AppForm<TValues extends FieldValues, TOutput> extends UseFormReturn<
  TValues,
  unknown,
  TOutput
> {
  /** A field's props: `register(name)`, and its error clears as soon as the field is edited. */
  field: (name: FieldPath<TValues>) => ReturnType<UseFormReturn<TValues>['register']>;
  /**
   * Puts the server's per-field messages of a failed save (a 400's `errors`, nested fields as
   * 'requirement.budgetTo') on the form's fields and moves focus to the first. Returns how many it placed; the caller reports the rest.
   */
  showServerErrors: (error: unknown) => number;
}

/**
 * react-hook-form as the site's forms use it: the rules (the contract's, through `resolver`) run
 * on submit, a field's error clears when the field is edited (docs/product.md section 5), and the server's
 * refusals land on their fields. Options are useForm's; `mode` and `reValidateMode` may be changed.
 */
export function useAppForm<TValues extends FieldValues, TOutput = TValues>(
  options: UseFormProps<TValues, unknown, TOutput>,
): AppForm<TValues, TOutput> {
  const form = useForm<TValues, unknown, TOutput>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
  });
  const { clearErrors, getValues, register, setError } = form;

  const field = useCallback(
    (name: FieldPath<TValues>) => register(name, { onChange: () => clearErrors(name) }),
    [register, clearErrors],
  );

  const showServerErrors = useCallback(
    (error: unknown) => {
      const values = getValues();
      const placed = new Map<string, string>();
      for (const [key, message] of Object.entries(getFieldErrors(error))) {
        // The server names an item of a list by its index ('cities.0'): its control is the list's.
        const name = key.replace(/(\.\d+)+$/, '');
        const isField = name in values || get(values, name) !== undefined;
        if (isField && !placed.has(name)) placed.set(name, message);
      }
      [...placed].forEach(([name, message], index) =>
        setError(
          name as FieldPath<TValues>,
          { type: 'server', message },
          { shouldFocus: index === 0 },
        ),
      );
      return placed.size;
    },
    [getValues, setError],
  );

  return { ...form, field, showServerErrors };
}
