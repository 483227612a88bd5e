import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient } from 'shared-api';

/** One request the screen made, as the server would have received it. */
export interface StubRequest {
  method: string;
  path: string;
  /** Parsed JSON body, a FormData for multipart, or undefined. */
  body: unknown;
  headers: InternalAxiosRequestConfig['headers'];
}

export interface StubReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: StubRequest) => StubReply | Promise<StubReply>;

interface Route {
  method: string;
  path: string | RegExp;
  handler: Handler;
}

function readBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function matches(route: Route, method: string, path: string): boolean {
  if (route.method !== method) return false;
  return typeof route.path === 'string' ? route.path === path : route.path.test(path);
}

/**
 * Replaces the transport of the one `apiClient` (its axios adapter), so components run the real
 * shared-api code (endpoint functions, interceptors, error helpers) against canned answers.
 * The most recently added route for a path wins, so a test can override a default answer.
 */
export function stubApi() {
  const routes: Route[] = [];
  const requests: StubRequest[] = [];
  const original = apiClient.defaults.adapter;

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = new URL(config.url ?? '', 'http://stub.invalid/').pathname;
    const request: StubRequest = {
      method,
      path,
      body: readBody(config.data),
      headers: config.headers,
    };
    requests.push(request);
    const route = [...routes].reverse().find((candidate) => matches(candidate, method, path));
    const reply: StubReply = route
      ? await route.handler(request)
      : { status: 404, data: { message: `No stub for ${method} ${path}` } };
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
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;

  return {
    requests,
    /** Answers `method path` with a fixed reply or a handler. */
    on(method: string, path: string | RegExp, reply: StubReply | Handler) {
      const handler: Handler = typeof reply === 'function' ? reply : () => reply;
      routes.push({ method: method.toUpperCase(), path, handler });
      return this;
    },
    /** Requests made to `method path`. */
    callsTo(method: string, path: string | RegExp): StubRequest[] {
      const probe: Route = { method: method.toUpperCase(), path, handler: () => ({}) };
      return requests.filter((request) => matches(probe, request.method, request.path));
    },
    restore() {
      apiClient.defaults.adapter = original;
    },
  };
}

export type ApiStub = ReturnType<typeof stubApi>;
