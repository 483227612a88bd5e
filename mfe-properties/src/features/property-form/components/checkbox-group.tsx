import { useId } from 'react';
import type { Ref } from 'react';
import styled from 'styled-components';
import type { LookupItem } from 'shared-api/contract';

const Group = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: 600;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Asterisk = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => `${theme.space[1]} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  &:empty {
    display: none;
  }
`;

export interface CheckboxGroupProps {
  legend: string;
  items: readonly LookupItem[];
  /** Checked ids, as strings. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  /** Receives the first checkbox, so focus can move to the group on an error. */
  inputRef?: Ref<HTMLInputElement>;
  emptyText?: string;
}

/** A required-or-not group of lookup checkboxes whose value is the list of checked ids. */
export function CheckboxGroup({
  legend,
  items,
  value,
  onChange,
  onBlur,
  error,
  required,
  inputRef,
  emptyText = 'No options available',
}: CheckboxGroupProps) {
  const errorId = `${useId()}-error`;
  const toggle = (id: string, isChecked: boolean) =>
    onChange(isChecked ? [...value, id] : value.filter((current) => current !== id));

  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <Legend>
        {legend}
        {required && <Asterisk aria-hidden="true"> *</Asterisk>}
      </Legend>
      <Options>
        {items.length === 0 && <span>{emptyText}</span>}
        {items.map((item, index) => {
          const id = String(item.id);
          return (
            <Option key={id}>
              <input
                type="checkbox"
                ref={index === 0 ? inputRef : undefined}
                checked={value.includes(id)}
                onChange={(event) => toggle(id, event.target.checked)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              {item.name}
            </Option>
          );
        })}
      </Options>
      <ErrorText id={errorId} aria-live="polite">
        {error ?? ''}
      </ErrorText>
    </Group>
  );
}
