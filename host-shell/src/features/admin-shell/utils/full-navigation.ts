/**
 * A full page load of `path`, so the shell re-boots with the remotes of the new role
 * (docs/decisions/081). In its own module so tests can observe it: jsdom cannot navigate.
 */
export function navigateFully(path: string): void {
  window.location.assign(path);
}
