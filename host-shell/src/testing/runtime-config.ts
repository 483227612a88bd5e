import type { CurrentUser, RuntimeConfig } from 'shared-api/contract';
import site from '../../../site.config.json';

export const TEST_REMOTE_ENTRIES = {
  mfe_public: 'http://127.0.0.1:3001/remoteEntry.js',
  mfe_properties: 'http://127.0.0.1:3002/remoteEntry.js',
  mfe_masters: 'http://127.0.0.1:3003/remoteEntry.js',
  mfe_users: 'http://127.0.0.1:3004/remoteEntry.js',
};

export const TEST_CONFIG: RuntimeConfig = {
  siteUrl: 'http://127.0.0.1:3000',
  apiBaseUrl: 'http://127.0.0.1:4000',
  remotes: TEST_REMOTE_ENTRIES,
  site,
};

export const ADMIN: CurrentUser = { id: 1, name: 'Asha Admin', role: 'admin', username: 'admin' };
/** A visitor who registered on Post Requirement and was enabled: never staff (decision 094). */
export const BUYER: CurrentUser = {
  id: 12,
  name: 'Sneha Buyer',
  role: 'buyer',
  username: 'sneha@example.com',
};
export const AGENT: CurrentUser = {
  id: 7,
  name: 'Vikram Agent',
  role: 'agent',
  username: 'vikram',
};
