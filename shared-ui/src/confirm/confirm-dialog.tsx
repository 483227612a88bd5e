import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../buttons/button';
import { Modal } from './modal';

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
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      role="alertdialog"
      labelledBy={questionId}
      initialFocus={cancelRef}
      onEscape={() => onAnswer(false)}
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
    </Modal>
  );
}
