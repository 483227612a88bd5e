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
  baseURL: string;
  params: Record<string, unknown>;
  /** The value sent as JSON (parsed back), a FormData for multipart, or undefined. */
  body: unknown;
  headers: AxiosHeaders;
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

// axios has turned a JSON body into its text by the time an adapter sees it.
function readBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function toRequest(config: InternalAxiosRequestConfig): StubRequest {
  return {
    method: (config.method ?? 'get').toUpperCase(),
    path: new URL(config.url ?? '/', 'http://stub.invalid/').pathname,
    baseURL: config.baseURL ?? '',
    params: { ...(config.params as Record<string, unknown> | undefined) },
    body: readBody(config.data),
    headers: config.headers,
    reportProgress: (fraction) =>
      config.onUploadProgress?.({
        loaded: fraction * 100,
        total: 100,
        progress: fraction,
        bytes: 0,
        lengthComputable: true,
        upload: true,
      }),
  };
}

// As axios' own adapters reject an answer its validateStatus refuses.
function toStatusError(response: AxiosResponse): AxiosError {
  const { status, config } = response;
  const code = status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE;
  return new AxiosError(`Request failed with status code ${status}`, code, config, null, response);
}

/** A failed call as axios reports it, for tests of code that shows errors. */
export function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return toStatusError({ status, statusText: '', data, headers: {}, config });
}

/**
 * Puts a canned adapter under the one `apiClient` (axios' own extension point), so code under test
 * runs the real shared-api (endpoint functions, interceptors, sign-out on 401, error helpers)
 * against canned answers. The most recently added route for a request wins, so a test can
 * override a default answer; a request no route answers gets a 501 naming it.
 */
export function stubApi() {
  const routes: Route[] = [];
  const requests: StubRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request = toRequest(config);
    requests.push(request);
    const route = routes.findLast((candidate) => matches(candidate, request));
    const reply: StubReply = route
      ? await route.handler(request)
      : { status: 501, data: { message: `No stub for ${request.method} ${request.path}` } };
    if (reply.isNetworkError) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      status: reply.status ?? 200,
      statusText: '',
      data: reply.data,
      headers: new AxiosHeaders(reply.headers),
      config,
    };
    if (config.validateStatus?.(response.status) === false) throw toStatusError(response);
    return response;
  };
  const original = apiClient.defaults.adapter;
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
    /** Gives `apiClient` its real adapter back. */
    restore() {
      apiClient.defaults.adapter = original;
    },
  };
  return stub;
}

export type ApiStub = ReturnType<typeof stubApi>;
