import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient } from '../http/api-client';

export interface FakeReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/**
 * Replaces the transport of `apiClient` so the real interceptors and endpoint functions run
 * against canned answers; records every request as the server would receive it.
 */
export function fakeServer(reply: (config: InternalAxiosRequestConfig) => FakeReply = () => ({})) {
  const requests: InternalAxiosRequestConfig[] = [];
  const original = apiClient.defaults.adapter;
  const adapter: AxiosAdapter = (config) => {
    requests.push(config);
    const { status = 200, data = null, headers = {} } = reply(config);
    const response: AxiosResponse = {
      data,
      status,
      statusText: String(status),
      headers: AxiosHeaders.from(headers),
      config,
      request: {},
    };
    if (status >= 200 && status < 300) return Promise.resolve(response);
    return Promise.reject(
      new AxiosError(`Status ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response),
    );
  };
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    last: () => requests[requests.length - 1],
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}
