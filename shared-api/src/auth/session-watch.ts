import { useEffect } from 'react';
import { getMe } from '../endpoints/auth';
import { redirectToLogin } from '../http/navigation';
import { onStoredTokenRemoved } from '../storage/session-storage';

/** The least time between two checks of the session when a tab is shown or focused again. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

/**
 * While someone is signed in, notices a session that ended while the tab was left alone (the
 * server's idle or absolute limit, a sign-out elsewhere, a disabled account) when the tab is shown
 * or focused again, rather than at the next click: it asks GET /api/auth/me, and a 401 answer signs
 * out through the client's interceptor. A sign-out in another tab of this browser removes the
 * shared token, which ends this tab's session at once.
 */
export function useSessionWatch(isSignedIn: boolean): void {
  useEffect(() => {
    if (!isSignedIn) return;
    // The boot or the sign-in has just confirmed the session.
    let checkedAt = Date.now();
    const checkSession = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - checkedAt < SESSION_CHECK_INTERVAL_MS) return;
      checkedAt = Date.now();
      // Other failures (offline, a restarting server) prove nothing: the next return asks again.
      getMe().catch(() => undefined);
    };
    const stopWatchingStorage = onStoredTokenRemoved(() => redirectToLogin());
    document.addEventListener('visibilitychange', checkSession);
    window.addEventListener('focus', checkSession);
    return () => {
      stopWatchingStorage();
      document.removeEventListener('visibilitychange', checkSession);
      window.removeEventListener('focus', checkSession);
    };
  }, [isSignedIn]);
}
