/** One path segment from an id or a route parameter, safely encoded. */
export function segment(value: number | string): string {
  return encodeURIComponent(String(value));
}

/** Reads `X-Total-Count`, falling back to the number of items received. */
export function readTotal(headers: unknown, fallback: number): number {
  const raw =
    typeof headers === 'object' && headers !== null
      ? (headers as Record<string, unknown>)['x-total-count']
      : undefined;
  const total = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : NaN;
  return Number.isFinite(total) && total >= 0 ? total : fallback;
}

/** Converts axios progress to a fraction 0..1 (0 while the total is unknown). */
export function toFraction(event: { loaded: number; total?: number; progress?: number }): number {
  if (event.progress !== undefined) return Math.min(1, Math.max(0, event.progress));
  if (!event.total) return 0;
  return Math.min(1, event.loaded / event.total);
}
