/** Field → message, the `errors` part of a 400 answer. */
export type ErrorMap = Record<string, string>;

/**
 * An error with an HTTP status and a message safe to show to the client. The error handler answers
 * `{ message, errors? }` with `statusCode`; every other error becomes a logged 500.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: ErrorMap;
  /** Extra response headers (e.g. Retry-After on 429). */
  readonly headers?: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    errors?: ErrorMap,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    if (errors) this.errors = errors;
    if (headers) this.headers = headers;
  }
}

/** Shorthand: `throw httpError(404, 'Property not found')`. */
export function httpError(statusCode: number, message: string, errors?: ErrorMap): HttpError {
  return new HttpError(statusCode, message, errors);
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
