import type { ReactElement, ReactNode } from 'react';

/**
 * A live region present from the first render, so that a message put into it later is read out
 * (a region inserted together with its text often is not).
 */
export function Announcement({ children }: { children: ReactNode }): ReactElement {
  return (
    <div aria-live="polite" aria-atomic="true">
      {children}
    </div>
  );
}
