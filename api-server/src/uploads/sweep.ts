import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AppConfig } from '../plugins/env';
import { KIND_FOLDERS } from './file-kinds';
import { VARIANTS, variantPath } from './store';

type SweepConfig = Pick<AppConfig, 'uploadDir' | 'orphanUploadMinAgeMs'>;

const IMAGE_COLUMNS = ['image1', 'image2', 'image3', 'image4', 'image5', 'image6'] as const;

/** Every stored path a row refers to, with the WebP variants of each image. */
async function referencedPaths(db: Kysely<Database>): Promise<Set<string>> {
  const referenced = new Set<string>();
  const add = (stored: string | null) => {
    if (!stored) return;
    referenced.add(stored);
    for (const variant of VARIANTS) referenced.add(variantPath(stored, variant));
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

async function listFiles(folder: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(folder, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** `cutoff` null: remove whatever its age (file timestamps can run a little ahead of the clock). */
async function removeIfOld(file: string, cutoff: number | null): Promise<boolean> {
  if (cutoff !== null) {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat || stat.mtimeMs > cutoff) return false;
  }
  await fs.rm(file, { force: true });
  return true;
}

/**
 * Deletes upload files that no row refers to and half-written temporary files. A save stores its
 * files before it commits its row and removes them when it fails, but a crash (kill -9, power
 * loss) between the two leaves them behind: this sweep, run at start, keeps "a failed save leaves
 * no file behind" true across crashes. Returns how many files it removed.
 */
export async function sweepOrphanUploads(
  db: Kysely<Database>,
  config: SweepConfig,
): Promise<number> {
  const cutoff = config.orphanUploadMinAgeMs > 0 ? Date.now() - config.orphanUploadMinAgeMs : null;
  const referenced = await referencedPaths(db);
  let removed = 0;
  const tempDir = path.join(config.uploadDir, '.tmp');
  for (const name of await listFiles(tempDir)) {
    if (await removeIfOld(path.join(tempDir, name), cutoff)) removed += 1;
  }
  for (const folder of Object.values(KIND_FOLDERS)) {
    for (const name of await listFiles(path.join(config.uploadDir, folder))) {
      if (referenced.has(`uploads/${folder}/${name}`)) continue;
      if (await removeIfOld(path.join(config.uploadDir, folder, name), cutoff)) removed += 1;
    }
  }
  return removed;
}
