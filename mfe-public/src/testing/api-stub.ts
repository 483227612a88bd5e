import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient } from 'shared-api';

/** What a stubbed endpoint answers. */
export interface StubReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
  /** Simulates a network failure (no response at all). */
  isNetworkError?: boolean;
}

export type StubHandler = (request: RecordedRequest) => StubReply | Promise<StubReply>;

export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. '/api/property/properties'. */
  path: string;
  params: Record<string, unknown>;
  /** The JSON body, parsed. */
  body: unknown;
}

export interface ApiStub {
  requests: RecordedRequest[];
  /** Requests to one endpoint ('GET /api/...'). */
  requestsTo(route: string): RecordedRequest[];
  restore(): void;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/**
 * Stubs HTTP below shared-api's client, at the axios adapter: every interceptor, endpoint function
 * and error helper of shared-api still runs. Routes are 'METHOD /path'; an unknown route fails
 * the test loudly with a 501.
 */
export function stubApi(routes: Record<string, StubHandler | StubReply>): ApiStub {
  const original = apiClient.defaults.adapter;
  const requests: RecordedRequest[] = [];

  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '', 'http://api.test');
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      params: { ...(config.params as Record<string, unknown> | undefined) },
      body: parseBody(config.data),
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply: StubReply = route
      ? typeof route === 'function'
        ? await route(request)
        : route
      : { status: 501, data: { message: `No stub for ${request.method} ${request.path}` } };

    if (reply.isNetworkError) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      status: reply.status ?? 200,
      statusText: '',
      data: reply.data,
      headers: reply.headers ?? {},
      config: { ...config, headers: AxiosHeaders.from(config.headers) },
    };
    if (response.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };

  return {
    requests,
    requestsTo: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}
