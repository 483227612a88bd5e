import styled from 'styled-components';
import { media } from '../theme/theme';

const Select = styled.select`
  min-height: 2.25rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};

  /* A thumb-sized target where a list shows as cards. */
  ${media.down('lg')} {
    min-height: 2.75rem;
    width: 100%;
  }
`;

export interface RowStatusSelectProps<S extends string> {
  /** Names the row, e.g. 'Status of the enquiry from Asha'. */
  label: string;
  value: S;
  options: readonly { value: S; label: string }[];
  isSaving: boolean;
  onChoose: (status: S) => void;
}

/** A list row's status chooser that saves on choice (enquiries, requirements). */
export function RowStatusSelect<S extends string>({
  label,
  value,
  options,
  isSaving,
  onChoose,
}: RowStatusSelectProps<S>) {
  return (
    <Select
      aria-label={label}
      value={value}
      disabled={isSaving}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value);
        if (chosen) onChoose(chosen.value);
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
