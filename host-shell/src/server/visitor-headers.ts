// The API limits requests per address. The host's server reads the API for every page it renders,
// all from its own address, so it names the visitor each read is for, with the secret it shares
// with the API (HOST_SECRET) as proof: the API then counts the read against that visitor
// (api-server/src/plugins/client-address.ts reads the same two headers). A request-scoped store,
// not a setting of the shared client: renders for different visitors run at once.
import { AsyncLocalStorage } from 'node:async_hooks';
import { apiClient } from 'shared-api';

const HOST_SECRET_HEADER = 'x-host-secret';
const VISITOR_ADDRESS_HEADER = 'x-visitor-address';

/** Who a render is for, and the proof that the host asks for them. */
export interface RenderVisitor {
  /** The visitor's address as the host's server sees it (with TRUST_PROXY, the forwarded one). */
  address: string;
  hostSecret: string;
}

/** The two headers that name `visitor` to the API (none without one). */
export function visitorHeaders(visitor: RenderVisitor | undefined): Record<string, string> {
  if (!visitor) return {};
  return { [HOST_SECRET_HEADER]: visitor.hostSecret, [VISITOR_ADDRESS_HEADER]: visitor.address };
}

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
