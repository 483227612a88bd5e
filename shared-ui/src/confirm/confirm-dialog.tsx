import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../buttons/button';

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
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Question = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space[5]}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.35;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

interface ConfirmDialogProps {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  isDanger: boolean;
  onAnswer: (answer: boolean) => void;
}

/** Modal yes/no question: focus starts on the safe choice, stays inside, returns on close. */
export function ConfirmDialog({
  question,
  confirmLabel,
  cancelLabel,
  isDanger,
  onAnswer,
}: ConfirmDialogProps) {
  const questionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => {
      // Back to whatever opened the dialog (a Delete button), if it is still in the page.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onAnswer(false);
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(
      panelRef.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [],
    );
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
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={questionId}
        onKeyDown={handleKeyDown}
      >
        <Question id={questionId}>{question}</Question>
        <Actions>
          <Button ref={cancelRef} variant="secondary" onClick={() => onAnswer(false)}>
            {cancelLabel}
          </Button>
          <Button variant={isDanger ? 'danger' : 'primary'} onClick={() => onAnswer(true)}>
            {confirmLabel}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}
