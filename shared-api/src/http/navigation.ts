/** The sign-in page's path (spec route). */
export const LOGIN_PATH = '/login';

/**
 * Full navigation to the sign-in page, so the shell re-boots without the signed-in remotes
 * (DESIGN.md section 2). Not when already there, which would reload the page in a loop.
 * `location` is a parameter because jsdom can neither navigate nor be spied on.
 */
export function redirectToLogin(
  location: Pick<Location, 'pathname' | 'assign'> = window.location,
): void {
  if (location.pathname === LOGIN_PATH) return;
  location.assign(LOGIN_PATH);
}
