import axios, { isAxiosError, type AxiosResponse } from 'axios';
import { getApiBaseUrl } from '../config/runtime-config';
import { clearStoredSession, getStoredToken } from '../storage/session-storage';
import { waitForSignInAgain } from '../auth/session-recovery';
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
  // Read at request time: the host loads the runtime config after this module is evaluated, and
  // a request sent again after signing in again goes with the new token.
  config.baseURL = getApiBaseUrl();
  const token = getStoredToken();
  // A call may name its own token (revoking a session this page does not keep).
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

apiClient.interceptors.response.use(undefined, async (error: Error) => {
  // An expired or revoked token. Where the page can sign the same person in again in place, the
  // request waits for that and is sent again (nothing typed is lost); otherwise the token is
  // forgotten and the sign-in page opens. A 401 to a request that carried no token (e.g. a wrong
  // password) is an ordinary error for the caller to show.
  const config = isAxiosError(error) ? error.config : undefined;
  if (
    !config ||
    !isAxiosError(error) ||
    error.response?.status !== 401 ||
    !config.headers.has('Authorization') ||
    config.skipAuthRedirect
  ) {
    throw error;
  }
  if (await waitForSignInAgain()) {
    config.headers.delete('Authorization');
    return apiClient.request(config);
  }
  clearStoredSession();
  redirectToLogin();
  throw error;
});
