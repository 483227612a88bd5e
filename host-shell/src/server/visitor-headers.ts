// A page's render reads the API for its visitor (visitor-proof.ts). A request-scoped store, not a
// setting of the shared client: renders for different visitors run at once.
import { AsyncLocalStorage } from 'node:async_hooks';
import { apiClient } from 'shared-api';
import { visitorHeaders, type RenderVisitor } from './visitor-proof';

const visitors = new AsyncLocalStorage<RenderVisitor>();
let isInstalled = false;

/** Once per process: every API read made inside `forVisitor` names its visitor. */
export function installVisitorHeaders(): void {
  if (isInstalled) return;
  apiClient.interceptors.request.use((config) => {
    for (const [name, value] of Object.entries(visitorHeaders(visitors.getStore()))) {
      config.headers.set(name, value);
    }
    return config;
  });
  isInstalled = true;
}

/** Runs `work` (a page's render) with its API reads counted against `visitor`, if one is named. */
export function forVisitor<T>(
  visitor: RenderVisitor | undefined,
  work: () => Promise<T>,
): Promise<T> {
  return visitor ? visitors.run(visitor, work) : work();
}
