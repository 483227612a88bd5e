import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createElement } from 'react';
import type { PageModule } from './remote-page';
import { RemoteUnavailable } from './remote-unavailable';

/** What loadRemote resolves to when a remote cannot be loaded: a page module like any other. */
export const FALLBACK_MODULE: PageModule = {
  default: function UnavailablePage() {
    return createElement(RemoteUnavailable);
  },
};

/**
 * Turns a failed remote load (entry unreachable, expose missing, remote not registered) into the
 * "temporarily unavailable" page instead of a rejected import, so a dead remote never blanks the
 * shell. Only the `onLoad` stage is answered: in earlier stages the hook's answer would be read as
 * request arguments, not as a module.
 */
export function createFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'host-shell-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${id} could not be loaded`, error);
      return FALLBACK_MODULE;
    },
  };
}
