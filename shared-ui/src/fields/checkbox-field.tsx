import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlAttributes, FieldError, useFieldIds } from './field-shell';

const Root = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Box = styled.input`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space[1]} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A checkbox with its label beside it; error and hint tied like the other fields. */
export function CheckboxField({ label, error, hint, id, ref, ...rest }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Root>
      <Row>
        <Box
          {...rest}
          ref={ref}
          type="checkbox"
          {...controlAttributes(ids, { hint, error }, rest['aria-describedby'])}
        />
        <label htmlFor={ids.inputId}>{label}</label>
      </Row>
      {hint && <Hint id={ids.hintId}>{hint}</Hint>}
      <FieldError id={ids.errorId} error={error} />
    </Root>
  );
}
