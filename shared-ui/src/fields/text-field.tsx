import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import {
  controlAttributes,
  controlStyles,
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
        {...controlAttributes(ids, { hint, error, required }, rest['aria-describedby'])}
        $invalid={Boolean(error)}
      />
    </FieldShell>
  );
}
