import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, fetchCurrentUser, loadRuntimeConfig } from 'shared-api';
import { isStaffRole, type CurrentUser, type RuntimeConfig } from 'shared-api/contract';
import { loadAdminLayout } from '../features/admin-shell/load-admin-layout';
import { createFallbackPlugin } from '../features/federation/fallback-plugin';
import type { RemoteName } from '../features/federation/remote-access';
import { registerRemotesFor } from '../features/federation/remote-registry';
import { findRoute } from './route-table';

export interface BootResult {
  user: CurrentUser | null;
  remotes: RemoteName[];
  /** This boot's server-state cache, which the shell provides to every remote. */
  queryClient: QueryClient;
  config: RuntimeConfig;
}

/**
 * Everything the shell needs before its first render: the runtime config (API URL, remote entry
 * URLs, the broker's details), who is signed in (asked of the server when a token is stored), the
 * remotes that person may use, and the cache of server state. A role change re-runs this through
 * a full page load.
 */
export async function bootShell(): Promise<BootResult> {
  // loadRuntimeConfig also stores the config (setRuntimeConfig) for shared-api and every remote.
  const config = await loadRuntimeConfig();
  const queryClient = createQueryClient();
  const opened = findRoute(window.location.pathname);
  const user = await fetchCurrentUser();
  registerPlugins([createFallbackPlugin()]);
  const remotes = registerRemotesFor(user?.role ?? null, config.remotes);
  // The page being opened downloads while the shell renders, not after. Only from a remote this
  // viewer may use: another role's page is never requested.
  const page = opened?.route.page;
  if (page && remotes.includes(page.remote)) page.preload();
  // A staff page's frame downloads with it (a failure shows when the layout renders); never for a
  // buyer, whom the staff's pages send to their own.
  const isStaffPage = opened?.route.access === 'signed-in' || opened?.route.access === 'admin';
  if (isStaffRole(user?.role) && isStaffPage) loadAdminLayout().catch(() => undefined);
  return { user, remotes, queryClient, config };
}
