import styled from 'styled-components';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
}

const Region = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;
`;

const Item = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-left: 5px solid
    ${({ theme, $tone }) =>
      $tone === 'error'
        ? theme.colors.danger
        : $tone === 'success'
          ? theme.colors.success
          : theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
`;

const Close = styled.button`
  flex-shrink: 0;
  min-width: 2rem;
  min-height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The fixed corner region listing the toasts; errors are alerts, the rest status messages. */
export function ToastRegion({
  toasts,
  onDismiss,
}: {
  toasts: Toast[];
  onDismiss: (id: number) => void;
}) {
  return (
    <Region aria-label="Notifications">
      {toasts.map((toast) => (
        <Item key={toast.id} $tone={toast.tone} role={toast.tone === 'error' ? 'alert' : 'status'}>
          <Message>{toast.message}</Message>
          <Close
            type="button"
            aria-label="Dismiss notification"
            onClick={() => onDismiss(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </Close>
        </Item>
      ))}
    </Region>
  );
}
