import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../layout/visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The rotating ring alone, decorative (used inside buttons). */
export const SpinnerRing = styled.span<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 32 }) => $size}px;
  height: ${({ $size = 32 }) => $size}px;
  border: ${({ $size = 32 }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  flex-shrink: 0;
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

const Block = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]} 0;
`;

export interface SpinnerProps {
  /** Accessible label, default 'Loading'. */
  label?: string;
  size?: number;
  /** Centres the spinner in its own padded block (page sections). */
  isBlock?: boolean;
}

/** A loading indicator announced politely to screen readers (role="status"). */
export function Spinner({ label = 'Loading', size = 32, isBlock = false }: SpinnerProps) {
  const spinner = (
    <Wrapper role="status" aria-label={label}>
      <SpinnerRing $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrapper>
  );
  return isBlock ? <Block>{spinner}</Block> : spinner;
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(251, 247, 242, 0.75);
`;

/** A full-screen overlay with a spinner while a blocking request runs (login, saving). */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Overlay aria-live="polite" aria-busy="true">
      <Spinner label={label} size={56} />
    </Overlay>
  );
}
