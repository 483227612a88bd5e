import type { HttpResponse } from './transport';

/** A failed call: the server's answer when one came (any status but 2xx), else a network failure. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** The server's answer; undefined when none came (offline, refused, cancelled). */
  readonly response: HttpResponse | undefined;

  constructor(message: string, response?: HttpResponse, options?: ErrorOptions) {
    super(message, options);
    this.response = response;
  }
}

function readBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof HttpError)) return null;
  const data = error.response?.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/** The server's `message` for a failed call, or `fallback` (network errors, unexpected bodies). */
export function getErrorMessage(error: unknown, fallback: string): string {
  const message = readBody(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** The server's per-field messages (`errors` of a 400 answer), or an empty object. */
export function getFieldErrors(error: unknown): Record<string, string> {
  const errors = readBody(error)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string') result[field] = message;
  }
  return result;
}

/** The HTTP status of a failed call, or null for network errors and non-HTTP failures. */
export function getErrorStatus(error: unknown): number | null {
  return error instanceof HttpError ? (error.response?.status ?? null) : null;
}
