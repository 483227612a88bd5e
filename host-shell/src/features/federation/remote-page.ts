import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MasterKey } from 'shared-api/contract';
import type { PageLoad } from 'shared-ui/head';
import { getRemoteName, type RemoteName } from './remote-access';

/** Props a federated page may receive: none, except the master screen's list key. */
export interface RemotePageProps {
  masterKey?: MasterKey;
}

/**
 * A federated page's module: its component, and for a public page the `load` the host's server
 * calls before rendering it (decision 088).
 */
export interface PageModule {
  default: ComponentType<RemotePageProps>;
  load?: PageLoad;
}

export interface RemotePage {
  /** Federated request id, e.g. `mfe_public/home`. */
  id: string;
  remote: RemoteName;
  /** Loads the module again (a retry needs a fresh lazy component; the server loads per request). */
  load: () => Promise<PageModule>;
  /** Starts the first load ahead of the first render; the lazy component then reuses it. */
  preload: () => void;
  /** The page's lazy component, created once per page for the life of the app. */
  Lazy: LazyExoticComponent<ComponentType<RemotePageProps>>;
}

function isPageModule(value: unknown): value is PageModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'default' in value &&
    typeof value.default === 'function' &&
    (!('load' in value) || value.load === undefined || typeof value.load === 'function')
  );
}

/** Declares a page served by a remote. Call it at module level, once per page. */
export function defineRemotePage(id: `${RemoteName}/${string}`): RemotePage {
  const remote = getRemoteName(id);
  if (!remote) throw new Error(`Unknown remote in ${id}`);
  const load = async (): Promise<PageModule> => {
    const loaded = await loadRemote<unknown>(id);
    if (!isPageModule(loaded)) throw new Error(`${id} does not default-export a component`);
    return loaded;
  };
  let firstLoad: Promise<PageModule> | null = null;
  const loadOnce = () => (firstLoad ??= load());
  const preload = () => {
    // A failure surfaces when the page renders (fallback and Retry), not here.
    loadOnce().catch(() => undefined);
  };
  return { id, remote, load, preload, Lazy: lazy(loadOnce) };
}
