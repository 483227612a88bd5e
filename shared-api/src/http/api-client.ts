import axios, { AxiosHeaders, getAdapter, isAxiosError, type AxiosAdapter } from 'axios';
import { getApiBaseUrl } from '../config/runtime-config';
import { clearStoredSession, getStoredToken } from '../storage/session-storage';
import { redirectToLogin } from './navigation';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 401 answer to this request must not sign the user out (sign-in, sign-out, boot check). */
    skipAuthRedirect?: boolean;
  }
}

/** The one HTTP client of the front ends. */
export const apiClient = axios.create({
  headers: { Accept: 'application/json' },
});

/**
 * Sends each request from a task of its own (docs/decisions/074). Sending one costs a phone's main
 * thread several milliseconds (axios resolves the config and headers, then opens the XHR), and a
 * page starts its requests together, in one pass of effects; sent there, they made one long task.
 */
function sendingInOwnTask(send: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    return send(config);
  };
}

apiClient.defaults.adapter = sendingInOwnTask(getAdapter(apiClient.defaults.adapter));

apiClient.interceptors.request.use((config) => {
  // Read at request time: the host loads the runtime config after this module is evaluated.
  config.baseURL ??= getApiBaseUrl();
  const token = getStoredToken();
  if (token) {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Authorization', `Bearer ${token}`);
    config.headers = headers;
  }
  return config;
});

function carriedToken(headers: unknown): boolean {
  if (!headers) return false;
  const value = AxiosHeaders.from(headers as AxiosHeaders).get('Authorization');
  return typeof value === 'string' && value.startsWith('Bearer ');
}

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // An expired or revoked token: forget it and start over at the sign-in page. A 401 without a
  // token (e.g. a wrong password) is an ordinary error for the caller to show.
  if (
    isAxiosError(error) &&
    error.response?.status === 401 &&
    !error.config?.skipAuthRedirect &&
    carriedToken(error.config?.headers)
  ) {
    clearStoredSession();
    redirectToLogin();
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});
