import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStore } from './file-store';
import { withVariants } from './stored-paths';

const IMAGE_COLUMNS = ['image1', 'image2', 'image3', 'image4', 'image5', 'image6'] as const;
/** Deletes sent to the store at once. */
const BATCH = 100;

export interface SweepOptions {
  /** Files younger than this are kept: another process may be saving them (0: any age goes). */
  minAgeMs: number;
  /** The clock the ages are measured against (tests set it). */
  now?: number;
}

/** Every stored path a row refers to, with the WebP variants of each image. */
async function referencedPaths(db: Kysely<Database>): Promise<Set<string>> {
  const referenced = new Set<string>();
  const add = (stored: string | null) => {
    if (stored) for (const file of withVariants(stored)) referenced.add(file);
  };
  const properties = await db
    .selectFrom('properties')
    .select([...IMAGE_COLUMNS, 'video'])
    .execute();
  for (const row of properties) {
    for (const column of IMAGE_COLUMNS) add(row[column]);
    add(row.video);
  }
  for (const row of await db.selectFrom('property_sanctions').select('file').execute())
    add(row.file);
  for (const row of await db.selectFrom('sanctions').select('file').execute()) add(row.file);
  return referenced;
}

/** Half-received uploads left in this machine's work folder. */
async function sweepWorkFolder(workDir: string, cutoff: number | null): Promise<number> {
  const entries = await fs.readdir(workDir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(workDir, entry.name);
    if (cutoff !== null) {
      const stat = await fs.stat(file).catch(() => null);
      if (!stat || stat.mtimeMs > cutoff) continue;
    }
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Deletes stored files that no row refers to, and half-received uploads. A save stores its files
 * before it commits its row and removes them when it fails, but a crash (kill -9, power loss)
 * between the two leaves them behind: this sweep, run at start, keeps "a failed save leaves no
 * file behind" true across crashes, on disk or in a bucket. The references are read before the
 * files are listed, and a file younger than `minAgeMs` stays whatever the rows say: so a file
 * that another process is still saving (written, its row not yet committed) is never taken, as
 * long as no save takes that long between storing its first file and committing (save-deadline.ts
 * refuses a save that did). Returns how many files it removed.
 */
export async function sweepOrphanUploads(
  db: Kysely<Database>,
  store: FileStore,
  options: SweepOptions,
): Promise<number> {
  const now = options.now ?? Date.now();
  // Timestamps can run a little ahead of the clock: with no minimum age, any age goes.
  const cutoff = options.minAgeMs > 0 ? now - options.minAgeMs : null;
  const referenced = await referencedPaths(db);
  let removed = await sweepWorkFolder(store.workDir, cutoff);
  let batch: string[] = [];
  const flush = async () => {
    const files = batch;
    batch = [];
    if (files.length === 0) return;
    // One failed delete does not stop the start: the file stays for the next sweep.
    await store.remove(files).then(
      () => (removed += files.length),
      (error: unknown) => store.log.warn({ err: error, files }, 'the sweep could not delete files'),
    );
  };
  for await (const file of store.list()) {
    if (referenced.has(file.path)) continue;
    if (cutoff !== null && file.modifiedMs > cutoff) continue;
    batch.push(file.path);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return removed;
}
