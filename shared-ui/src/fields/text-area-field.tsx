import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import {
  controlAttributes,
  controlStyles,
  FieldShell,
  useFieldIds,
  type FieldChromeProps,
} from './field-shell';

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

export type TextAreaFieldProps = FieldChromeProps &
  Omit<ComponentPropsWithRef<'textarea'>, 'required'>;

/** A labelled multi-line text input. */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  id,
  ref,
  ...rest
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} required={required}>
      <TextArea
        rows={4}
        {...rest}
        ref={ref}
        {...controlAttributes(ids, { hint, error, required }, rest['aria-describedby'])}
        $invalid={Boolean(error)}
      />
    </FieldShell>
  );
}
