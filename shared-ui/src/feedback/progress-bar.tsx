import styled from 'styled-components';

const Track = styled.div`
  width: 100%;
  height: 0.75rem;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s ease-out;
`;

export interface ProgressBarProps {
  /** Progress as a fraction from 0 to 1. */
  value: number;
  /** Accessible name, e.g. 'Uploading'. */
  label: string;
}

/** A determinate progress bar (role="progressbar", percent in aria-valuenow). */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100);
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
