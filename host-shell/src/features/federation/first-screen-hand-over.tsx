import { useLayoutEffect } from 'react';

/** The first screen the host's server puts over the page (scripts/lib/host-page.mjs). */
export const FIRST_SCREEN_ID = 'first-screen';

/** Takes the server's first screen away, if the page has one, with its styles in the head. */
export function removeFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
  for (const style of document.head.querySelectorAll('style[data-first-screen]')) style.remove();
}

/**
 * Rendered with a page, or with what shows in its place: removes the first screen in the page's
 * own commit, before the browser paints, so the live page takes its place with no frame between
 * (docs/decisions/070-first-screen-in-the-page.md).
 */
export function FirstScreenHandOver() {
  useLayoutEffect(removeFirstScreen, []);
  return null;
}
