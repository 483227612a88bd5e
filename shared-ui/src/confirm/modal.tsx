import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div`
  width: min(28rem, 100%);
  max-height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex="0"]';

export interface ModalProps {
  role: 'dialog' | 'alertdialog';
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  /** Where focus starts. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Escape's action (closing or cancelling). */
  onEscape: () => void;
  children: ReactNode;
}

/**
 * An in-page modal dialog: focus starts on `initialFocus`, Tab stays inside, Escape calls
 * `onEscape`, and focus returns to whatever had it when the dialog closes.
 */
export function Modal({ role, labelledBy, initialFocus, onEscape, children }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initialFocus.current?.focus();
    return () => {
      // Back to whatever opened the dialog (a Delete button, a Submit), if still in the page.
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop>
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        onKeyDown={handleKeyDown}
      >
        {children}
      </Panel>
    </Backdrop>
  );
}
