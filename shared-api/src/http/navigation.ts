import { PUBLIC_PATHS } from '../contract/public-paths';

/** The sign-in page's path: the contract's. */
export const LOGIN_PATH = PUBLIC_PATHS.login;

// Carries "the server ended your session" to the sign-in page. The way there is a full page load
// (the shell re-boots without the signed-in remotes), so nothing in memory survives it; the
// address does, and the sign-in page removes the mark once it has read it.
const ENDED_PARAM = 'ended';

/** The sign-in page's address that shows the session-ended notice. */
export const SESSION_ENDED_LOGIN_PATH = `${LOGIN_PATH}?${ENDED_PARAM}=1`;

/**
 * Full navigation to the sign-in page with the session-ended notice, so the shell re-boots without
 * the signed-in remotes (docs/decisions/081). Not when already there, which would reload the page
 * in a loop. `location` is a parameter because jsdom can neither navigate nor be spied on.
 */
export function redirectToLogin(
  location: Pick<Location, 'pathname' | 'assign'> = window.location,
): void {
  if (location.pathname === LOGIN_PATH) return;
  isLeavingForSignIn = true;
  location.assign(SESSION_ENDED_LOGIN_PATH);
}

// Set once the page is on its way to the sign-in page: a form's "leave this page?" prompt must not
// hold it there, where the next person at the keyboard would see the last one's work.
let isLeavingForSignIn = false;

/** Whether the page is leaving for the sign-in page because the session ended. */
export function isLeavingSignedOut(): boolean {
  return isLeavingForSignIn;
}

/** Whether `location` is the sign-in page opened with the session-ended mark. */
export function hasSessionEndedMark(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return (
    location.pathname === LOGIN_PATH &&
    new URLSearchParams(location.search).get(ENDED_PARAM) === '1'
  );
}

/**
 * Takes the mark out of the address bar without a navigation, so a reload, a bookmark or the Back
 * button shows a plain sign-in page. The history entry's state is kept: the router owns it.
 */
export function removeSessionEndedMark(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'state' | 'replaceState'> = window.history,
): void {
  const url = new URL(location.href);
  url.searchParams.delete(ENDED_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
