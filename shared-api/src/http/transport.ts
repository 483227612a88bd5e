/** A request as the client hands it to the transport (and as the test stub records it). */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The API's origin and base path, without a trailing slash ('' for the page's own origin). */
  baseURL: string;
  /** The path without the query, e.g. '/api/property/properties'. */
  path: string;
  /** Query parameters as the caller gave them; only text, numbers and booleans are sent. */
  params: Readonly<Record<string, unknown>>;
  headers: Headers;
  /** A FormData (sent as multipart), any other value (sent as JSON), or undefined (no body). */
  body: unknown;
  signal?: AbortSignal;
  /** Receives the uploaded fraction 0..1. */
  onUploadProgress?: (fraction: number) => void;
}

/** The server's answer, whatever its status. */
export interface HttpResponse {
  status: number;
  headers: Headers;
  /** The body parsed as JSON, the text when it is not JSON, undefined when empty. */
  data: unknown;
}

/** Sends a request; rejects only when no answer came (offline, refused, cancelled). */
export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

function toUrl({ baseURL, path, params }: HttpRequest): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const isSent =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    if (isSent) query.append(name, String(value));
  }
  const search = query.toString();
  return `${baseURL}${path}${search ? `?${search}` : ''}`;
}

function toBody(body: unknown): FormData | string | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function sendWithFetch(request: HttpRequest): Promise<HttpResponse> {
  const response = await fetch(toUrl(request), {
    method: request.method,
    headers: request.headers,
    body: toBody(request.body),
    signal: request.signal,
  });
  return {
    status: response.status,
    headers: response.headers,
    data: parseBody(await response.text()),
  };
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header the Headers class refuses is not one this client reads.
    }
  }
  return headers;
}

// fetch cannot report an upload's progress; XMLHttpRequest can, so uploads that show a progress
// bar go through it. Uploads never happen on a server, where only fetch exists.
function sendWithXhr(request: HttpRequest): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const { signal, onUploadProgress } = request;
    if (signal?.aborted) {
      reject(new DOMException('The request was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, toUrl(request));
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => {
      onUploadProgress?.(event.lengthComputable ? Math.min(1, event.loaded / event.total) : 0);
    });
    xhr.addEventListener('load', () =>
      resolve({
        status: xhr.status,
        headers: parseHeaders(xhr.getAllResponseHeaders()),
        data: parseBody(xhr.responseText),
      }),
    );
    xhr.addEventListener('error', () => reject(new TypeError('Network Error')));
    xhr.addEventListener('abort', () =>
      reject(new DOMException('The request was cancelled', 'AbortError')),
    );
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(toBody(request.body) ?? null);
  });
}

/** The transport of the browser and of the host's server: fetch, or XHR for upload progress. */
export const networkTransport: Transport = (request) =>
  request.onUploadProgress ? sendWithXhr(request) : sendWithFetch(request);
