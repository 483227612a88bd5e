import { createContext, useContext } from 'react';

/** Retry for the remote route around the caller; null outside a remote route. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export function useRemoteRetry(): (() => void) | null {
  return useContext(RemoteRetryContext);
}
