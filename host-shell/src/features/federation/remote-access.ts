import type { Role } from 'shared-api/contract';

export const REMOTE_NAMES = ['mfe_public', 'mfe_properties', 'mfe_masters', 'mfe_users'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `null` is a visitor (nobody signed in, or the sign-in could not be confirmed). */
export type Viewer = Role | null;

// Least privilege: code for admin screens is never even downloaded by visitors or agents.
const REMOTES_BY_VIEWER: Record<Role | 'visitor', readonly RemoteName[]> = {
  visitor: ['mfe_public'],
  // A buyer is a visitor to the remotes: their own page is in the public remote (decision 094).
  buyer: ['mfe_public'],
  agent: ['mfe_public', 'mfe_properties'],
  admin: ['mfe_public', 'mfe_properties', 'mfe_masters', 'mfe_users'],
};

export function getAllowedRemotes(viewer: Viewer): readonly RemoteName[] {
  return REMOTES_BY_VIEWER[viewer ?? 'visitor'];
}

export function getRemoteName(id: string): RemoteName | null {
  const name = id.split('/')[0];
  return REMOTE_NAMES.find((remote) => remote === name) ?? null;
}
