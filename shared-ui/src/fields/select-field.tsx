import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import {
  controlAttributes,
  controlStyles,
  FieldShell,
  useFieldIds,
  type FieldChromeProps,
} from './field-shell';

const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
`;

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldChromeProps &
  Omit<ComponentPropsWithRef<'select'>, 'required' | 'children'> & {
    options: readonly SelectOption[];
    /** Shown as the first option, with an empty value (e.g. 'Select a city'). */
    placeholder?: string;
  };

/** A labelled select over `{ value, label }` options. */
export function SelectField({
  label,
  error,
  hint,
  required,
  id,
  ref,
  options,
  placeholder,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} required={required}>
      <Select
        {...rest}
        ref={ref}
        {...controlAttributes(ids, { hint, error, required }, rest['aria-describedby'])}
        $invalid={Boolean(error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}
