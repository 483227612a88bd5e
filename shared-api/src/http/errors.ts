import { isAxiosError } from 'axios';

function readBody(error: unknown): Record<string, unknown> | null {
  if (!isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
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
  return isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/** Whole seconds a refused call's `Retry-After` asks to wait (429, 503), or null when it names none. */
export function getRetryAfterSeconds(error: unknown): number | null {
  if (!isAxiosError(error)) return null;
  const value: unknown = error.response?.headers?.['retry-after'];
  const seconds = typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}
