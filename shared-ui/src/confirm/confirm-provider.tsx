import { createContext, use, useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmOptions {
  /** The confirming button's label (default 'Confirm'), e.g. 'Delete'. */
  confirmLabel?: string;
  /** The cancelling button's label (default 'Cancel'). */
  cancelLabel?: string;
  /** Styles the confirming button as dangerous (default true: most questions guard a delete). */
  isDanger?: boolean;
}

/** Asks a yes/no question in an in-page dialog; resolves true when confirmed. */
export type Confirm = (question: string, options?: ConfirmOptions) => Promise<boolean>;

interface Request extends ConfirmOptions {
  id: number;
  question: string;
  resolve: (answer: boolean) => void;
}

const ConfirmContext = createContext<Confirm | null>(null);

/** Shows one confirm dialog at a time; later questions wait their turn. */
export function ConfirmProvider({ children }: { children?: ReactNode }) {
  const [queue, setQueue] = useState<Request[]>([]);
  const nextId = useRef(1);

  const confirm = useCallback<Confirm>(
    (question, options = {}) =>
      new Promise<boolean>((resolve) => {
        const id = nextId.current++;
        setQueue((current) => [...current, { ...options, id, question, resolve }]);
      }),
    [],
  );

  const current = queue[0];
  const answer = (value: boolean) => {
    if (!current) return;
    current.resolve(value);
    setQueue((pending) => pending.filter((request) => request.id !== current.id));
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      {current && (
        <ConfirmDialog
          key={current.id}
          question={current.question}
          confirmLabel={current.confirmLabel ?? 'Confirm'}
          cancelLabel={current.cancelLabel ?? 'Cancel'}
          isDanger={current.isDanger ?? true}
          onAnswer={answer}
        />
      )}
    </ConfirmContext>
  );
}

/** `confirm(question, { confirmLabel })` → Promise<boolean>. Must be used under `UiProvider`. */
export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <UiProvider>');
  return confirm;
}
