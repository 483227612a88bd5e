import type { ReactNode } from 'react';

/**
 * A line only a browser without JavaScript shows: the server's HTML holds every public page's
 * content, but sending a form needs the page's scripts.
 */
export function NoScriptNotice({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p>{children}</p>
    </noscript>
  );
}
