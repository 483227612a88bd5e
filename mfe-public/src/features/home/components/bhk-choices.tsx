import type { ReactElement } from 'react';
import styled from 'styled-components';
import { BEDROOM_OPTIONS } from 'shared-api/contract';

export interface BhkChoicesProps {
  /** The form's name of the ticked counts (each ticked box sends one). */
  name: string;
  /** The counts ticked when the form mounts, e.g. ['2', '3']. */
  defaultValue: readonly string[];
}

/**
 * The home search's bedrooms: a checkbox per count, '1 RK' to '10 BHK', as small chips. Several
 * may be ticked (2 or 3 BHK); none means any. Uncontrolled, like the rest of the search form.
 */
export function BhkChoices({ name, defaultValue }: BhkChoicesProps): ReactElement {
  const ticked = new Set(defaultValue);
  return (
    <Fieldset>
      <legend>Bedrooms</legend>
      <Chips>
        {BEDROOM_OPTIONS.map((option) => (
          <Chip key={option.value}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={ticked.has(option.value)}
            />
            {option.label}
          </Chip>
        ))}
      </Chips>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: 600;
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Chip = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
