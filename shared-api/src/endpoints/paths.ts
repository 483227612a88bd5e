import { AxiosHeaders, type AxiosResponse, type RawAxiosHeaders } from 'axios';

/** One path segment from an id or a route parameter, safely encoded. */
export function segment(value: number | string): string {
  return encodeURIComponent(String(value));
}

/** Reads `X-Total-Count`, falling back to the number of items received. */
export function readTotal(headers: AxiosResponse['headers'], fallback: number): number {
  // Case-insensitive, whichever adapter answered (a raw header record's values may be absent).
  const raw = new AxiosHeaders(headers as RawAxiosHeaders).get('x-total-count');
  const total = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(total) && total >= 0 ? total : fallback;
}
