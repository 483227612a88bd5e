// `shared-ui/standalone`: mounts a remote alone for local development. Imported only by a remote's
// `src/bootstrap.tsx` (lint enforces it), never by its exposed modules, so visitors of the site
// never download it.
export { mountStandalone, type StandaloneLink, type StandaloneOptions } from './mount-standalone';
export type { StandaloneAccess } from './standalone-sign-in-gate';
