import { httpError } from '../lib/http-error';

export const SAVE_TOO_SLOW_MESSAGE = 'The save took too long and was not kept: please try again';

/**
 * Started when a save begins storing its files; the returned check, run just before the save's row
 * commits, refuses the save (503) once half the sweep's minimum age has passed. Another process's
 * sweep (sweep.ts) keeps unreferenced files younger than that age, so a save that checks in time
 * commits only files no sweep can have taken; the other half of the age covers clock differences
 * between machines and the bucket. Without a minimum age (one process owns the files), no limit.
 */
export function startSaveDeadline(minAgeMs: number, now = Date.now()): () => void {
  const deadline = minAgeMs > 0 ? now + minAgeMs / 2 : Number.POSITIVE_INFINITY;
  return () => {
    if (Date.now() > deadline) {
      throw httpError(503, SAVE_TOO_SLOW_MESSAGE);
    }
  };
}
