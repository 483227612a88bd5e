import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { AppConfig } from '../plugins/env';
import { createDiskStore } from '../uploads/disk-store';
import { URL_ROOT } from '../uploads/stored-paths';
import { hashFile, type ManifestFile } from './manifest';

export type SnapshotConfig = Pick<
  AppConfig,
  'dataDir' | 'sqliteFile' | 'uploadDir' | 'uploadStore' | 'databaseUrl'
>;

/** better-sqlite3 clamps a step to this many pages: the whole file in one step. */
const ALL_PAGES = 0x7fffffff;

export interface DatabaseSnapshot {
  createdAt: string;
  schemaVersion: string | null;
  rowCounts: Record<string, number>;
}

/** Row counts per table and the newest migration, read from an SQLite file. */
export function describeSqlite(file: string): Omit<DatabaseSnapshot, 'createdAt'> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .pluck()
      .all() as string[];
    const rowCounts = Object.fromEntries(
      tables.sort().map((table) => [
        table,
        db
          .prepare(`select count(*) from "${table.replaceAll('"', '""')}"`)
          .pluck()
          .get(),
      ]),
    ) as Record<string, number>;
    const schemaVersion = tables.includes('kysely_migration')
      ? ((db.prepare('select max(name) from kysely_migration').pluck().get() as string | null) ??
        null)
      : null;
    return { rowCounts, schemaVersion };
  } finally {
    db.close();
  }
}

/** Pages per step when the API backs up while it serves: each step holds the event loop briefly. */
const PAGES_PER_STEP = 100;
/** Restarts (a write between two steps) after which the rest is copied in one step. */
const MAX_RESTARTS = 3;

/** Small steps, until writes keep restarting the copy: then the rest in one step. */
function stepsThatFinish(): (progress: { totalPages: number; remainingPages: number }) => number {
  let restarts = 0;
  let lastRemaining = Number.POSITIVE_INFINITY;
  return ({ remainingPages }) => {
    if (remainingPages > lastRemaining) restarts += 1;
    lastRemaining = remainingPages;
    return restarts >= MAX_RESTARTS ? ALL_PAGES : PAGES_PER_STEP;
  };
}

/**
 * The SQLite database through its online backup API, into `target`: the pages in the WAL file
 * included, while the site keeps writing. It reads through a connection of its own (never the
 * API's: a step would fail while the API holds a write transaction open). The command copies every
 * page in one step, one read transaction, which no writer can restart. The API (`stepwise`)
 * copies 100 pages a step, so its event loop is never held for long; a write between two steps
 * restarts the copy, so after three restarts the rest goes in one step. The copy is then switched
 * out of WAL mode, so it is one file.
 */
export async function snapshotSqlite(
  config: SnapshotConfig,
  target: string,
  options: { stepwise: boolean },
): Promise<DatabaseSnapshot> {
  const source = new SQLite(path.join(config.dataDir, config.sqliteFile), { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(target, {
      progress: options.stepwise ? stepsThatFinish() : () => ALL_PAGES,
    });
  } finally {
    source.close();
  }
  const createdAt = new Date().toISOString();
  const copy = new SQLite(target);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  return { createdAt, ...describeSqlite(target) };
}

/**
 * The disk store's files, copied into `<folder>/uploads/`. Stored files are never changed in
 * place (a new upload gets a new random name), so a copy made after the database snapshot holds
 * every file the snapshot refers to, except one deleted in between (its property was deleted).
 */
export async function copyUploads(
  config: SnapshotConfig,
  folder: string,
): Promise<{ files: ManifestFile[]; vanished: number }> {
  const files: ManifestFile[] = [];
  let vanished = 0;
  const store = createDiskStore(config.uploadDir, { warn: () => undefined });
  for await (const { path: stored } of store.list()) {
    const relative = stored.slice(URL_ROOT.length + 1);
    const target = path.join(folder, URL_ROOT, relative);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.copyFile(path.join(config.uploadDir, relative), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      vanished += 1;
      continue;
    }
    files.push({ path: stored, ...(await hashFile(target)) });
  }
  return { files, vanished };
}
