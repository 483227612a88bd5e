// The API limits requests per address. The host's server reads the API for every page it renders,
// and passes its visitors' calls on to it (http/proxies.ts), all from its own address, so it names
// the visitor each request is for, with the secret it shares with the API (HOST_SECRET) as proof:
// the API then counts the request against that visitor (api-server/src/plugins/client-address.ts
// reads the same two headers; docs/decisions/095-fair-renders.md).
const HOST_SECRET_HEADER = 'x-host-secret';
const VISITOR_ADDRESS_HEADER = 'x-visitor-address';

/** Who a request is for, and the proof that the host asks for them. */
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

/** `headers` without the two (a client's own are never passed on). */
export function withoutVisitorHeaders<T extends object>(headers: T): Partial<T> {
  const names = new Set([HOST_SECRET_HEADER, VISITOR_ADDRESS_HEADER]);
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !names.has(name.toLowerCase())),
  ) as Partial<T>;
}
