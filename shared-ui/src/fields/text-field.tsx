import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  describedBy,
  FieldShell,
  useFieldIds,
  type FieldChromeProps,
} from './field-shell';

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export type TextFieldProps = FieldChromeProps & Omit<ComponentPropsWithRef<'input'>, 'required'>;

/** A labelled input; spreads the rest onto the input, so `{...register('name')}` works. */
export function TextField({ label, error, hint, required, id, ref, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} required={required}>
      <Input
        type="text"
        {...rest}
        ref={ref}
        id={ids.inputId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids, hint, error, rest['aria-describedby'])}
      />
    </FieldShell>
  );
}
