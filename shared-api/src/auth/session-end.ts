import { useEffect, useState } from 'react';
import {
  LOGIN_PATH,
  SESSION_ENDED_LOGIN_PATH,
  hasSessionEndedMark,
  removeSessionEndedMark,
} from '../http/navigation';

// Set when the server refused this page load's stored token at boot (GET /api/auth/me, 401):
// the page stays as it is (a visitor keeps browsing), but a signed-in screen sends them on to
// the sign-in page with the notice rather than without a word.
let wasRefusedAtBoot = false;

/** Notes that the server refused the stored token when the page asked who is signed in. */
export function noteSessionRefused(): void {
  wasRefusedAtBoot = true;
}

/** Forgets that note (the test kit's reset between tests of one file). */
export function forgetSessionRefused(): void {
  wasRefusedAtBoot = false;
}

/**
 * Where a signed-in screen sends someone without a session: the sign-in page, with the
 * session-ended notice when the server has just refused this browser's token.
 */
export function getSignInPath(): string {
  return wasRefusedAtBoot ? SESSION_ENDED_LOGIN_PATH : LOGIN_PATH;
}

/**
 * True when the sign-in page was opened because the server ended the session (an expired or
 * revoked token, or a sign-out in another tab), never on a plain visit. Read once when the page
 * mounts; the mark then leaves the address bar, so a reload shows the page without the notice.
 */
export function useSessionEndedNotice(): boolean {
  const [hasEnded] = useState(
    () => typeof window !== 'undefined' && hasSessionEndedMark(window.location),
  );
  useEffect(() => {
    if (hasEnded) removeSessionEndedMark();
  }, [hasEnded]);
  return hasEnded;
}
