import axios, { isAxiosError, type AxiosResponse } from 'axios';
import { getApiBaseUrl } from '../config/runtime-config';
import { clearStoredSession, getStoredToken } from '../storage/session-storage';
import { redirectToLogin } from './navigation';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 401 answer to this request must not sign the user out (sign-in, sign-out, boot check). */
    skipAuthRedirect?: boolean;
  }
}

/** A successful answer (2xx). */
export type ApiResponse<T> = AxiosResponse<T>;

/**
 * The one HTTP client of the front ends, an axios instance shared as a federation singleton: the
 * API's base URL from the runtime config, the stored token as a bearer header, 401 → sign-in.
 * The same instance serves the host's server render (axios' Node adapter).
 */
export const apiClient = axios.create({ headers: { Accept: 'application/json' } });

apiClient.interceptors.request.use((config) => {
  // Read at request time: the host loads the runtime config after this module is evaluated.
  config.baseURL = getApiBaseUrl();
  const token = getStoredToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(undefined, (error: Error) => {
  // An expired or revoked token: forget it and start over at the sign-in page. A 401 to a request
  // that carried no token (e.g. a wrong password) is an ordinary error for the caller to show.
  if (
    isAxiosError(error) &&
    error.response?.status === 401 &&
    error.config?.headers.has('Authorization') &&
    !error.config.skipAuthRedirect
  ) {
    clearStoredSession();
    redirectToLogin();
  }
  return Promise.reject(error);
});
