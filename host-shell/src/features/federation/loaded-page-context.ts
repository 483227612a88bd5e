import { createContext, type ComponentType } from 'react';
import type { RemotePageProps } from './remote-page';

/**
 * The page component the host's server loaded for this request, by federated id: the server
 * renders it as it is now (a redeployed remote's current code), where the browser's lazy
 * component keeps the first one it loaded (decision 088).
 */
export const LoadedPageContext = createContext<ReadonlyMap<string, ComponentType<RemotePageProps>>>(
  new Map(),
);
