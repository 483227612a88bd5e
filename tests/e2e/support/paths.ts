import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'tests', 'e2e', 'artifacts');

export const REMOTE_NAMES = ['mfe_public', 'mfe_properties', 'mfe_masters', 'mfe_users'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Workspace folder of each remote. */
export const REMOTE_PACKAGES: Record<RemoteName, string> = {
  mfe_public: 'mfe-public',
  mfe_properties: 'mfe-properties',
  mfe_masters: 'mfe-masters',
  mfe_users: 'mfe-users',
};
