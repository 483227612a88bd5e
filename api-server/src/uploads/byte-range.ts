/** One range of a `Range: bytes=…` header: from `start` (to `end`, inclusive), or the last bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

function toOffset(digits: string): number | null {
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * The range a request asks for. `null`: no range, several ranges or a malformed header, all
 * answered with the whole file, as the disk store's static server does. `'unsatisfiable'`: a
 * range that cannot fit any file (`bytes=9-3`), a 416.
 */
export function parseRange(header: string | undefined): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  const start = first === '' ? undefined : toOffset(first);
  const end = last === '' ? undefined : toOffset(last);
  if (start === null || end === null) return null;
  if (start === undefined) return end === undefined ? null : { suffix: end };
  if (end !== undefined && end < start) return 'unsatisfiable';
  return end === undefined ? { start } : { start, end };
}

/** A range made absolute for a file of `size` bytes, or null when nothing of it fits. */
export function absoluteRange(
  range: ByteRange,
  size: number,
): { start: number; end: number } | null {
  const last = size - 1;
  if ('suffix' in range) {
    return range.suffix === 0 || size === 0
      ? null
      : { start: Math.max(0, size - range.suffix), end: last };
  }
  return range.start < size ? { start: range.start, end: Math.min(range.end ?? last, last) } : null;
}
