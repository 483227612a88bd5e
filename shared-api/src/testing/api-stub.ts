import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient } from '../http/api-client';

/** One request the code under test made, as the server would have received it. */
export interface StubRequest {
  /** Upper case, e.g. 'POST'. */
  method: string;
  /** Path without the query, e.g. '/api/property/properties'. */
  path: string;
  /** The base URL the client sent it to. */
  baseURL: string | undefined;
  params: Record<string, unknown>;
  /** Parsed JSON body, a FormData for multipart, or undefined. */
  body: unknown;
  headers: InternalAxiosRequestConfig['headers'];
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

function readBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function matches(route: Pick<Route, 'method' | 'path'>, request: StubRequest): boolean {
  if (route.method !== '*' && route.method !== request.method) return false;
  return typeof route.path === 'string'
    ? route.path === request.path
    : route.path.test(request.path);
}

function toRequest(config: InternalAxiosRequestConfig): StubRequest {
  return {
    method: (config.method ?? 'get').toUpperCase(),
    path: new URL(config.url ?? '', 'http://stub.invalid/').pathname,
    baseURL: config.baseURL,
    params: { ...(config.params as Record<string, unknown> | undefined) },
    body: readBody(config.data),
    headers: config.headers,
    reportProgress: (fraction) =>
      config.onUploadProgress?.({
        loaded: fraction * 1000,
        total: 1000,
        progress: fraction,
        bytes: 0,
        lengthComputable: true,
      }),
  };
}

function toResponse(config: InternalAxiosRequestConfig, reply: StubReply): AxiosResponse {
  if (reply.isNetworkError) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  const status = reply.status ?? 200;
  const response: AxiosResponse = {
    data: reply.data,
    status,
    statusText: String(status),
    headers: AxiosHeaders.from(reply.headers ?? {}),
    config,
    request: {},
  };
  if (status >= 200 && status < 300) return response;
  // The same codes axios gives a real answer of that status.
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
}

/**
 * Replaces the transport of the one `apiClient` (its axios adapter), so code under test runs the
 * real shared-api (endpoint functions, interceptors, error helpers) against canned answers.
 * The most recently added route for a request wins, so a test can override a default answer; a
 * request no route answers gets a 501 naming it.
 */
export function stubApi() {
  const routes: Route[] = [];
  const requests: StubRequest[] = [];
  const original = apiClient.defaults.adapter;

  const adapter: AxiosAdapter = async (config) => {
    const request = toRequest(config);
    requests.push(request);
    const route = routes.findLast((candidate) => matches(candidate, request));
    const reply: StubReply = route
      ? await route.handler(request)
      : { status: 501, data: { message: `No stub for ${request.method} ${request.path}` } };
    return toResponse(config, reply);
  };
  apiClient.defaults.adapter = adapter;

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
      apiClient.defaults.adapter = original;
    },
  };
  return stub;
}

export type ApiStub = ReturnType<typeof stubApi>;
