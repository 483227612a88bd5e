import type { ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { FieldError, useFieldIds } from './field-shell';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Asterisk = styled.span`
  margin-left: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Options = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $compact }) => ($compact ? theme.space[2] : `${theme.space[2]} ${theme.space[4]}`)};
`;

const Choice = styled.label<{ $compact: boolean; $invalid: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  cursor: pointer;
  ${({ $compact, $invalid, theme }) =>
    $compact &&
    css`
      padding: 0 ${theme.space[3]};
      border: 1px solid ${$invalid ? theme.colors.danger : theme.colors.border};
      border-radius: ${theme.radii.pill};
      background: ${theme.colors.surface};
      &:has(input:checked) {
        background: ${theme.colors.surfaceMuted};
        border-color: ${theme.colors.primary};
      }
    `}
`;

const Box = styled.input`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/** One choice of a group: the submitted value and its visible label. */
export interface ChoiceOption {
  value: string;
  label: string;
}

interface ChoiceGroupProps {
  /** The group's name, shown as the fieldset's legend. */
  legend: ReactNode;
  /** The form's name of the value (every control of the group carries it). */
  name: string;
  options: readonly ChoiceOption[];
  error?: string;
  hint?: ReactNode;
  /** Shows the required marker (validation stays the form's job). */
  required?: boolean;
  /** Options as small chips, for long lists of short labels ('1 RK', '2 BHK'). */
  compact?: boolean;
  disabled?: boolean;
  /** Given to the first control, so a form can move focus to the group. */
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  id?: string;
}

export interface CheckboxGroupFieldProps extends ChoiceGroupProps {
  /** The ticked values. */
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export interface RadioGroupFieldProps extends ChoiceGroupProps {
  /** The chosen value, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

interface GroupProps extends ChoiceGroupProps {
  type: 'checkbox' | 'radio';
  isChecked: (value: string) => boolean;
  onToggle: (value: string, checked: boolean) => void;
}

/**
 * A fieldset of checkboxes or radios: the legend names the group, each control has its own label,
 * and the error (a polite live region, as in the other fields) describes the group.
 */
function ChoiceGroup({
  legend,
  name,
  options,
  error,
  hint,
  required,
  compact = false,
  disabled,
  ref,
  onBlur,
  id,
  type,
  isChecked,
  onToggle,
}: GroupProps) {
  const ids = useFieldIds(id);
  const describedBy = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return (
    <Fieldset
      id={ids.inputId}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
    >
      <Legend>
        {legend}
        {required && <Asterisk aria-hidden="true">*</Asterisk>}
      </Legend>
      {hint && <Hint id={ids.hintId}>{hint}</Hint>}
      <Options $compact={compact}>
        {options.map((option, index) => (
          <Choice key={option.value} $compact={compact} $invalid={Boolean(error)}>
            <Box
              ref={index === 0 ? ref : undefined}
              type={type}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onToggle(option.value, event.target.checked)}
              onBlur={onBlur}
            />
            {option.label}
          </Choice>
        ))}
      </Options>
      <FieldError id={ids.errorId} error={error} />
    </Fieldset>
  );
}

/** Several choices of a list (a controlled value: the ticked values, in the options' order). */
export function CheckboxGroupField({ value, onChange, options, ...rest }: CheckboxGroupFieldProps) {
  const ticked = new Set(value);
  return (
    <ChoiceGroup
      {...rest}
      options={options}
      type="checkbox"
      isChecked={(option) => ticked.has(option)}
      onToggle={(option, checked) => {
        const next = new Set(ticked);
        if (checked) next.add(option);
        else next.delete(option);
        onChange(options.map((item) => item.value).filter((item) => next.has(item)));
      }}
    />
  );
}

/** One choice of a short list, as radios (a controlled value: '' until one is chosen). */
export function RadioGroupField({ value, onChange, ...rest }: RadioGroupFieldProps) {
  return (
    <ChoiceGroup
      {...rest}
      type="radio"
      isChecked={(option) => option === value}
      onToggle={(option, checked) => {
        if (checked) onChange(option);
      }}
    />
  );
}
