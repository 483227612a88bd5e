import { replaceTransport } from '../http/api-client';
import type { HttpRequest, Transport } from '../http/transport';

/** One request the code under test made, as the server would have received it. */
export interface StubRequest {
  /** Upper case, e.g. 'POST'. */
  method: string;
  /** Path without the query, e.g. '/api/property/properties'. */
  path: string;
  /** The base URL the client sent it to. */
  baseURL: string;
  params: Record<string, unknown>;
  /** The value sent as JSON, a FormData for multipart, or undefined. */
  body: unknown;
  headers: Headers;
  /** Reports upload progress to the caller, as the browser would during a large upload. */
  reportProgress(fraction: number): void;
}

/** What a stubbed endpoint answers. */
export interface StubReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
  /** Simulates a network failure (no response at all). */
  isNetworkError?: boolean;
}

export type StubHandler = (request: StubRequest) => StubReply | Promise<StubReply>;

interface Route {
  method: string;
  path: string | RegExp;
  handler: StubHandler;
}

function matches(route: Pick<Route, 'method' | 'path'>, request: StubRequest): boolean {
  if (route.method !== '*' && route.method !== request.method) return false;
  return typeof route.path === 'string'
    ? route.path === request.path
    : route.path.test(request.path);
}

function toRequest(request: HttpRequest): StubRequest {
  return {
    method: request.method,
    path: new URL(request.path, 'http://stub.invalid/').pathname,
    baseURL: request.baseURL,
    params: { ...request.params },
    body: request.body,
    headers: request.headers,
    reportProgress: (fraction) => request.onUploadProgress?.(fraction),
  };
}

/**
 * Replaces the transport of the one `apiClient`, so code under test runs the real shared-api
 * (endpoint functions, headers, sign-out on 401, error helpers) against canned answers.
 * The most recently added route for a request wins, so a test can override a default answer; a
 * request no route answers gets a 501 naming it.
 */
export function stubApi() {
  const routes: Route[] = [];
  const requests: StubRequest[] = [];
  const transport: Transport = async (sent) => {
    const request = toRequest(sent);
    requests.push(request);
    const route = routes.findLast((candidate) => matches(candidate, request));
    const reply: StubReply = route
      ? await route.handler(request)
      : { status: 501, data: { message: `No stub for ${request.method} ${request.path}` } };
    // As fetch fails when no answer comes.
    if (reply.isNetworkError) throw new TypeError('Failed to fetch');
    return { status: reply.status ?? 200, headers: new Headers(reply.headers), data: reply.data };
  };
  const original = replaceTransport(transport);

  const stub = {
    requests,
    /** Answers `method path` (a path or a pattern; '*' for any method) with a reply or a handler. */
    on(method: string, path: string | RegExp, reply: StubReply | StubHandler) {
      const handler: StubHandler = typeof reply === 'function' ? reply : () => reply;
      routes.push({ method: method.toUpperCase(), path, handler });
      return stub;
    },
    /** Requests made to `method path`, in order. */
    callsTo(method: string, path: string | RegExp): StubRequest[] {
      const probe = { method: method.toUpperCase(), path };
      return requests.filter((request) => matches(probe, request));
    },
    /** The last request made. */
    last: (): StubRequest | undefined => requests.at(-1),
    /** Gives `apiClient` its real transport back. */
    restore() {
      replaceTransport(original);
    },
  };
  return stub;
}

export type ApiStub = ReturnType<typeof stubApi>;
