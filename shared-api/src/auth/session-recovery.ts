import { useSyncExternalStore } from 'react';

/**
 * "Your session has ended" without leaving the page (docs/decisions/096): when a request that
 * carried a token is answered 401, the client asks here whether the person can sign in again in
 * place. A mounted dialog (the staff's layout) answers; the interrupted requests wait and are sent
 * again when the same person signed in, and the page goes to the sign-in page when not.
 */
interface RecoveryState {
  /** True while a 401 waits for the person to sign in again. */
  isOpen: boolean;
}

let dialogs = 0;
let state: RecoveryState = { isOpen: false };
let settle: ((isSameUser: boolean) => void) | null = null;
let waiting: Promise<boolean> | null = null;
const listeners = new Set<() => void>();

function setState(next: RecoveryState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Resolves true once the person who was signed in has signed in again (send the request again),
 * false when they closed the dialog, another person signed in, or no dialog is mounted (go to the
 * sign-in page). Every 401 that arrives meanwhile waits on the same answer.
 */
export function waitForSignInAgain(): Promise<boolean> {
  if (dialogs === 0) return Promise.resolve(false);
  if (!waiting) {
    waiting = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    setState({ isOpen: true });
  }
  return waiting;
}

/** The dialog's answer: true when the same person signed in again (the new token is stored). */
export function finishSignInAgain(isSameUser: boolean): void {
  settle?.(isSameUser);
  settle = null;
  waiting = null;
  setState({ isOpen: false });
}

/** Marks a sign-in-again dialog as mounted; returns its unmount. */
export function registerSignInAgainDialog(): () => void {
  dialogs += 1;
  return () => {
    dialogs -= 1;
    // Nothing can answer any more: the waiting requests fail and the page signs out as before.
    if (dialogs === 0 && waiting) finishSignInAgain(false);
  };
}

/** Whether a 401 is waiting for the person to sign in again (for the dialog). */
export function useSignInAgainState(): RecoveryState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
