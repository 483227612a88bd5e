import os from 'node:os';
import fastq from 'fastq';

/**
 * How many images the process decodes at once. Each decode holds one of libuv's four worker
 * threads (which also serve file reads, scrypt and DNS) and one core (libvips runs one thread per
 * image, images.ts): at most two, and always one core fewer than the machine has, so a flood of
 * uploads queues here instead of starving sign-ins, file serving and the event loop.
 */
export const DECODES_AT_ONCE = Math.min(2, Math.max(1, os.availableParallelism() - 1));

/** Runs tasks with at most `limit` of them at once; the others wait in arrival order. */
export function createSlots(limit: number) {
  const queue = fastq.promise((task: () => Promise<unknown>) => task(), limit);
  return <T>(task: () => Promise<T>): Promise<T> => queue.push(task) as Promise<T>;
}

/** The process-wide decode slots: every sharp pipeline on an upload runs inside one. */
export const withDecodeSlot = createSlots(DECODES_AT_ONCE);
