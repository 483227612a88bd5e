import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  describedBy,
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
        id={ids.inputId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids, hint, error, rest['aria-describedby'])}
      />
    </FieldShell>
  );
}
