import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from 'shared-api';

export interface StubReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
  /** Reports upload progress to the caller, as the browser would during a large upload. */
  reportProgress: (fraction: number) => void;
}

type Handler = (request: RecordedRequest) => StubReply | Promise<StubReply>;

interface Route {
  method: string;
  path: string | RegExp;
  handler: Handler;
}

/**
 * Answers apiClient's requests in component tests at the adapter level, so shared-api's real
 * endpoint functions, interceptors and error helpers all run. Unmatched requests fail the test.
 */
export function stubApi() {
  const routes: Route[] = [];
  const requests: RecordedRequest[] = [];
  const original = apiClient.defaults.adapter;

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: (config.url ?? '').split('?')[0] ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      data: config.data,
      reportProgress: (fraction) =>
        config.onUploadProgress?.({
          loaded: fraction * 1000,
          total: 1000,
          progress: fraction,
          bytes: 0,
          lengthComputable: true,
        }),
    };
    requests.push(request);
    const route = routes.find(
      (candidate) =>
        candidate.method === request.method &&
        (typeof candidate.path === 'string'
          ? candidate.path === request.url
          : candidate.path.test(request.url)),
    );
    if (!route) throw new Error(`No stub for ${request.method} ${request.url}`);
    const reply = await route.handler(request);
    const response: AxiosResponse = {
      data: reply.data ?? {},
      status: reply.status ?? 200,
      statusText: String(reply.status ?? 200),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;

  const on =
    (method: string) =>
    (path: string | RegExp, reply: StubReply | Handler): void => {
      routes.unshift({ method, path, handler: typeof reply === 'function' ? reply : () => reply });
    };

  return {
    get: on('GET'),
    post: on('POST'),
    put: on('PUT'),
    patch: on('PATCH'),
    delete: on('DELETE'),
    requests,
    /** Requests of one method and path, in order. */
    calls: (method: string, path: string | RegExp) =>
      requests.filter(
        (request) =>
          request.method === method &&
          (typeof path === 'string' ? request.url === path : path.test(request.url)),
      ),
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}

export type ApiStub = ReturnType<typeof stubApi>;
