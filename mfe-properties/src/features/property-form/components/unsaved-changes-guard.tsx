import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isLeavingSignedOut } from 'shared-api';
import { useConfirm } from 'shared-ui';

export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave this page and lose them?';

function findInternalLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target !== '' && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  const isSamePage = url.pathname === window.location.pathname;
  return url.origin === window.location.origin && !isSamePage ? url : null;
}

/**
 * The host renders a plain <BrowserRouter> (the same tree on the server), under which useBlocker is
 * unavailable; so clicks on in-app links are held in the capture phase, before react-router sees
 * them, until confirmed. The Back button is not held: the form's draft keeps what was typed.
 */
function LinkClickGuard({ when }: { when: boolean }) {
  const navigate = useNavigate();
  const confirm = useConfirm();

  useEffect(() => {
    if (!when) return;
    const handleClick = (event: MouseEvent) => {
      const url = findInternalLink(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      void confirm(UNSAVED_CHANGES_QUESTION, { confirmLabel: 'Leave' }).then((shouldLeave) => {
        if (shouldLeave) void navigate(`${url.pathname}${url.search}${url.hash}`);
      });
    };
    document.addEventListener('click', handleClick, true);
    return () => document.removeEventListener('click', handleClick, true);
  }, [when, navigate, confirm]);

  return null;
}

/**
 * Warns before a form with unsaved changes is left: the browser's own prompt on reload, tab close
 * or a full navigation, and an in-page confirmation on a move to another route.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeavingSignedOut()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return <LinkClickGuard when={when} />;
}
