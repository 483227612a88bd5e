import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Asterisk = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  &:empty {
    display: none;
  }
`;

/** The shared look of text inputs, selects and text areas. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-width: ${({ $invalid }) => ($invalid ? '2px' : '1px')};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

/** Ids of a field's control, hint and error; `id` wins when the caller gives one. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** The `aria-describedby` value: hint and error, when present. */
export function describedBy(
  ids: { hintId: string; errorId: string },
  hint: ReactNode,
  error: string | undefined,
  extra?: string,
): string | undefined {
  const parts = [extra, hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * The attributes that tie a control to its label, hint and error: every field spreads these, so
 * the accessible wiring is written once.
 */
export function controlAttributes(
  ids: { inputId: string; hintId: string; errorId: string },
  field: { hint?: ReactNode; error?: string; required?: boolean },
  extraDescribedBy?: string,
) {
  return {
    id: ids.inputId,
    'aria-invalid': field.error ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy(ids, field.hint, field.error, extraDescribedBy),
  } as const;
}

export interface FieldChromeProps {
  /** The visible label, tied to the control. */
  label: ReactNode;
  /** The field's error message (shown, linked by aria-describedby, announced politely). */
  error?: string;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Shows the required marker and sets aria-required (validation stays the form's job). */
  required?: boolean;
}

interface FieldShellProps extends FieldChromeProps {
  ids: { inputId: string; hintId: string; errorId: string };
  children: ReactNode;
}

/** Label with the required marker, the control, hint and error, in one column. */
export function FieldShell({ ids, label, error, hint, required, children }: FieldShellProps) {
  return (
    <FieldRoot>
      <LabelRow>
        <Label htmlFor={ids.inputId}>{label}</Label>
        {/* Outside the label so the accessible name stays the label text; aria-required says it. */}
        {required && <Asterisk aria-hidden="true">*</Asterisk>}
      </LabelRow>
      {children}
      {hint && <Hint id={ids.hintId}>{hint}</Hint>}
      <FieldError id={ids.errorId} error={error} />
    </FieldRoot>
  );
}

/**
 * The error slot is always in the page as a polite live region, so a message that appears is
 * announced once (a role="alert" here would interrupt and double-announce with aria-describedby).
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <ErrorText id={id} aria-live="polite">
      {error ?? ''}
    </ErrorText>
  );
}
