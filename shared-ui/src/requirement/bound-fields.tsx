// The REQUIREMENT section's controls bound to a react-hook-form form. Each binds itself as it
// renders, so the form knows them in the page's order and focuses the first error. Controlled:
// a list of one option still holds a list (react-hook-form reads a lone checkbox as a boolean).
import { useCallback } from 'react';
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { formatPriceInWords, parseRupees } from 'shared-api/contract';
import { TextAreaField, TextField } from 'shared-ui';
import {
  CheckboxGroupField,
  RadioGroupField,
  type CheckboxGroupFieldProps,
  type RadioGroupFieldProps,
} from '../fields/choice-group-field';

/** What the section needs of a form: useAppForm's or useForm's result fits. */
export type RequirementForm<T extends FieldValues, O> = Pick<
  UseFormReturn<T, unknown, O>,
  'control' | 'clearErrors'
>;

interface BoundProps<T extends FieldValues, O> {
  form: RequirementForm<T, O>;
  /** The value's full path in the form's values, e.g. 'requirement.bedrooms'. */
  name: string;
}

type Unbound<P> = Omit<P, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'>;

function useBound<T extends FieldValues, O>({ form, name }: BoundProps<T, O>) {
  const path = name as FieldPath<T>;
  const { field, fieldState } = useController({ control: form.control, name: path });
  const { clearErrors } = form;
  const { onChange } = field;
  const value: unknown = field.value;
  // As the other fields do: a field's error clears as soon as it is edited.
  const change = useCallback(
    (next: unknown) => {
      onChange(next);
      clearErrors(path);
    },
    [onChange, clearErrors, path],
  );
  return {
    bound: { name: field.name, ref: field.ref, onBlur: field.onBlur },
    value,
    error: fieldState.error?.message,
    change,
  };
}

/** A checkbox group whose value is the form's list of strings at `name`. */
export function BoundCheckboxGroup<T extends FieldValues, O>({
  form,
  name,
  ...rest
}: BoundProps<T, O> & Unbound<CheckboxGroupFieldProps>) {
  const { bound, value, error, change } = useBound({ form, name });
  return (
    <CheckboxGroupField
      {...rest}
      {...bound}
      value={Array.isArray(value) ? value.map(String) : []}
      onChange={change}
      error={error}
    />
  );
}

/** A radio group whose value is the form's string at `name`. */
export function BoundRadioGroup<T extends FieldValues, O>({
  form,
  name,
  ...rest
}: BoundProps<T, O> & Unbound<RadioGroupFieldProps>) {
  const { bound, value, error, change } = useBound({ form, name });
  return (
    <RadioGroupField
      {...rest}
      {...bound}
      value={typeof value === 'string' ? value : ''}
      onChange={change}
      error={error}
    />
  );
}

/**
 * The amount a person typed ("80,00,000", "80 lakh", "1.2 crore"), in lakh or crore words; ''
 * while it is no whole amount. The contract reads the budget the same way.
 */
function budgetInWords(typed: string): string {
  const rupees = parseRupees(typed);
  return rupees > 0 && rupees < 1e11 ? formatPriceInWords(rupees) : '';
}

/** A rupee amount, with its words under it as it is typed (announced politely). */
export function BoundBudget<T extends FieldValues, O>({
  form,
  name,
  label,
  required,
}: BoundProps<T, O> & { label: string; required?: boolean }) {
  const { bound, value, error, change } = useBound({ form, name });
  const typed = typeof value === 'string' ? value : '';
  return (
    <TextField
      label={label}
      {...bound}
      value={typed}
      onChange={(event) => change(event.target.value)}
      autoComplete="off"
      required={required}
      hint={<span aria-live="polite">{budgetInWords(typed)}</span>}
      error={error}
    />
  );
}

/** A free text note. */
export function BoundNote<T extends FieldValues, O>({
  form,
  name,
  label,
}: BoundProps<T, O> & { label: string }) {
  const { bound, value, error, change } = useBound({ form, name });
  return (
    <TextAreaField
      label={label}
      {...bound}
      rows={3}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => change(event.target.value)}
      error={error}
    />
  );
}
