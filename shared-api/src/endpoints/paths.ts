import { AxiosHeaders, type AxiosResponse } from 'axios';

/** One path segment from an id or a route parameter, safely encoded. */
export function segment(value: number | string): string {
  return encodeURIComponent(String(value));
}

/** Reads `X-Total-Count`, falling back to the number of items received. */
export function readTotal(headers: AxiosResponse['headers'], fallback: number): number {
  const raw = new AxiosHeaders(headers).get('x-total-count');
  const total = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(total) && total >= 0 ? total : fallback;
}
