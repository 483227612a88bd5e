import { getApiBaseUrl } from '../config/runtime-config';
import { clearStoredSession, getStoredToken } from '../storage/session-storage';
import { HttpError } from './errors';
import { redirectToLogin } from './navigation';
import { networkTransport, type HttpRequest, type HttpResponse, type Transport } from './transport';

/** Options of one call. */
export interface RequestOptions {
  /** Query parameters; undefined and null values are not sent. */
  params?: object;
  signal?: AbortSignal;
  /** Receives the uploaded fraction 0..1 (multipart uploads). */
  onUploadProgress?: (fraction: number) => void;
  /** A 401 answer to this request must not sign the user out (sign-in, sign-out, boot check). */
  skipAuthRedirect?: boolean;
}

/** A successful answer (2xx). */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

let transport: Transport = networkTransport;

/**
 * Puts another transport under the client and returns the one it replaced. Only the test kit's
 * stub uses it, so tests run the real client (headers, errors, sign-out) against canned answers.
 */
export function replaceTransport(next: Transport): Transport {
  const previous = transport;
  transport = next;
  return previous;
}

async function send<T>(
  method: HttpRequest['method'],
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  let response: HttpResponse;
  try {
    response = await transport({
      method,
      // Read at request time: the host loads the runtime config after this module is evaluated.
      baseURL: getApiBaseUrl(),
      path,
      params: { ...options.params },
      headers,
      body,
      signal: options.signal,
      onUploadProgress: options.onUploadProgress,
    });
  } catch (cause) {
    throw new HttpError('Network Error', undefined, { cause });
  }
  if (response.status >= 200 && response.status < 300) return response as ApiResponse<T>;
  // An expired or revoked token: forget it and start over at the sign-in page. A 401 without a
  // token (e.g. a wrong password) is an ordinary error for the caller to show.
  if (response.status === 401 && token !== null && !options.skipAuthRedirect) {
    clearStoredSession();
    redirectToLogin();
  }
  throw new HttpError(`Request failed with status code ${response.status}`, response);
}

/** The one HTTP client of the front ends: the API's base URL, the token, and 401 → sign-in. */
export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => send<T>('GET', path, undefined, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    send<T>('DELETE', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    send<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    send<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    send<T>('PATCH', path, body, options),
};
