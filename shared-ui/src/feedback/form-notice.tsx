import type { ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'success' | 'error' | 'info';

const Box = styled.div<{ $tone: Tone }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 4px solid ${({ theme, $tone }) => toneColor(theme.colors, $tone)};
  background: ${({ theme, $tone }) =>
    $tone === 'error'
      ? theme.colors.dangerSurface
      : $tone === 'success'
        ? theme.colors.successSurface
        : theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.text};
`;

function toneColor(colors: { danger: string; success: string; info: string }, tone: Tone) {
  return tone === 'error' ? colors.danger : tone === 'success' ? colors.success : colors.info;
}

export interface FormNoticeProps {
  tone: Tone;
  children?: ReactNode;
}

/** A form-level message above a form: errors are alerts, the rest are polite status messages. */
export function FormNotice({ tone, children }: FormNoticeProps) {
  if (children === null || children === undefined || children === '' || children === false) {
    return null;
  }
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
