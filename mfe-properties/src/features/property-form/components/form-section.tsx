import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from 'shared-ui';

// min-width 0: a fieldset is as wide as its widest content by default (a select's longest
// option), which widened the whole page on a phone.
const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.secondary};
`;

/** Two columns from tablets up; one on phones. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[4]};
  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** One titled section of the property form (a fieldset, so its legend names its fields). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset>
      <Legend>{title}</Legend>
      {children}
    </Fieldset>
  );
}
