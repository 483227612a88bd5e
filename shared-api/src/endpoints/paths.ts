/** One path segment from an id or a route parameter, safely encoded. */
export function segment(value: number | string): string {
  return encodeURIComponent(String(value));
}

/** Reads `X-Total-Count`, falling back to the number of items received. */
export function readTotal(headers: Headers, fallback: number): number {
  const raw = headers.get('x-total-count');
  const total = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(total) && total >= 0 ? total : fallback;
}
