import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getAllowedRemotes, type RemoteName, type Viewer } from './remote-access';

interface RemoteEntry {
  name: RemoteName;
  entry: string;
}

// The remotes this page load may use. A role change re-boots the page (full navigation), so this
// is written once at boot and only read afterwards.
let registered: readonly RemoteEntry[] = [];

/**
 * Registers exactly the remotes the viewer may use, with their entry URLs from /config.json.
 * Returns the names registered; a remote missing from the config is left out (its routes then
 * show the "temporarily unavailable" fallback).
 */
export function registerRemotesFor(
  viewer: Viewer,
  entries: Readonly<Record<string, string>>,
): RemoteName[] {
  registered = getAllowedRemotes(viewer).flatMap((name) => {
    const entry = entries[name];
    return entry ? [{ name, entry }] : [];
  });
  registerRemotes(registered.map((remote) => ({ ...remote })));
  return registered.map((remote) => remote.name);
}

/**
 * Drops what the runtime cached about a failed remote so the next load fetches its entry again.
 * Only a remote registered at boot is re-registered: a retry never widens what the viewer loads.
 * Returns false for a remote not registered at boot (then only a re-boot can help).
 */
export function reRegisterRemote(name: RemoteName): boolean {
  const remote = registered.find((candidate) => candidate.name === name);
  if (!remote) return false;
  registerRemotes([{ ...remote }], { force: true });
  return true;
}
