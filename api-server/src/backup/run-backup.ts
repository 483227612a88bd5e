import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { engineOf } from '../db/database';
import type { Database } from '../db/schema';
import type { AppConfig } from '../plugins/env';
import { createFolderTarget, type FolderTarget } from './folder-target';
import {
  findMismatches,
  hashFile,
  MANIFEST,
  PG_PART,
  SQLITE_PART,
  syncFolder,
  writeDurably,
  type Manifest,
} from './manifest';
import { backupNameAt } from './names';
import { dumpPostgres, hasPgDump } from './pg-dump';
import { productVersion } from './product-version';
import { createS3Target } from './s3-target';
import { copyUploads, snapshotSqlite } from './snapshot';
import type { BackupTarget } from './target';

export interface BackupOptions {
  /** `--to DIR`: a folder instead of BACKUP_DIR. */
  to?: string | null;
  /**
   * The API's database handle: on SQLite the copy then goes in small steps, beside the API's
   * requests. The command passes none on SQLite, its own on PostgreSQL.
   */
  db?: Kysely<Database>;
  now?: () => Date;
}

export interface BackupResult {
  name: string;
  manifest: Manifest;
  /** Where the backup now is. */
  locations: string[];
  bytes: number;
  durationMs: number;
}

/** The folder and bucket a backup goes to; throws when there is none. */
export function backupTargets(config: AppConfig, to?: string | null): BackupTarget[] {
  const dir = to ? path.resolve(to) : config.backup.dir;
  const targets: BackupTarget[] = [];
  if (dir) targets.push(createFolderTarget(dir));
  if (config.backup.s3) targets.push(createS3Target(config.backup.s3));
  if (targets.length === 0) {
    throw new Error(
      'Nowhere to put the backup: pass --to DIR, or set BACKUP_DIR or BACKUP_S3_BUCKET',
    );
  }
  return targets;
}

async function snapshotInto(
  config: AppConfig,
  db: Kysely<Database> | undefined,
  folder: string,
): Promise<Manifest> {
  const notCovered: string[] = [];
  const engine = db ? engineOf(db) : config.databaseUrl ? 'postgres' : 'sqlite';
  let database;
  if (engine === 'sqlite') {
    database = await snapshotSqlite(config, path.join(folder, SQLITE_PART), {
      stepwise: Boolean(db),
    });
  } else if (!db) {
    throw new Error('a PostgreSQL backup needs a database handle');
  } else if (config.databaseUrl && (await hasPgDump())) {
    database = await dumpPostgres(config.databaseUrl, path.join(folder, PG_PART), db);
  } else {
    database = { createdAt: new Date().toISOString(), schemaVersion: null, rowCounts: {} };
    notCovered.push(
      "the database: pg_dump is not installed on this machine (Debian: apt-get install postgresql-client), so this backup holds no PostgreSQL data; use your PostgreSQL service's own backups or install pg_dump",
    );
  }
  const uploads =
    config.uploadStore.kind === 'disk'
      ? await copyUploads(config, folder)
      : { files: [], vanished: 0 };
  if (config.uploadStore.kind === 's3') {
    notCovered.push(
      `uploads: they stay in the bucket ${config.uploadStore.bucket}, which this backup does not copy; turn on the bucket's versioning so a deleted or overwritten photo can be brought back`,
    );
  }
  const databaseFiles = [];
  for (const part of [SQLITE_PART, PG_PART]) {
    const file = path.join(folder, part);
    const stat = await fs.stat(file).catch(() => null);
    if (stat) databaseFiles.push({ path: part, ...(await hashFile(file)) });
  }
  return {
    format: 1,
    createdAt: database.createdAt,
    productVersion: productVersion(),
    engine,
    schemaVersion: database.schemaVersion,
    rowCounts: database.rowCounts,
    files: [...databaseFiles, ...uploads.files],
    notCovered,
  };
}

/**
 * One backup to every target: a snapshot in a staging folder, every part read back against its
 * checksum, the manifest written last, then the folder renamed into place and the bucket
 * uploaded. Each target's `last-run.json` records the outcome, failure included.
 */
export async function runBackup(config: AppConfig, options: BackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const now = options.now ?? (() => new Date());
  const targets = backupTargets(config, options.to);
  const name = backupNameAt(now());
  const folderTarget = targets.find((target): target is FolderTarget => 'stagingFor' in target);
  const staging = folderTarget
    ? folderTarget.stagingFor(name)
    : path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'backup-')), name);
  // The bucket reads the staging folder, which the folder target then renames into place.
  const ordered = [
    ...targets.filter((target) => target !== folderTarget),
    ...(folderTarget ? [folderTarget] : []),
  ];
  try {
    await fs.mkdir(staging, { recursive: true });
    const manifest = await snapshotInto(config, options.db, staging);
    const problems = await findMismatches(staging, manifest);
    if (problems.length > 0)
      throw new Error(`the copy does not match what was read: ${problems.join('; ')}`);
    await writeDurably(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    await syncFolder(staging);
    for (const target of ordered) await target.put(staging, name);
    const status = { at: now().toISOString(), ok: true, name, error: null };
    for (const target of targets) await target.writeStatus(status);
    return {
      name,
      manifest,
      locations: targets.map((target) => `${target.location.replace(/\/$/, '')}/${name}`),
      bytes: manifest.files.reduce((sum, file) => sum + file.bytes, 0),
      durationMs: Date.now() - started,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const status = { at: now().toISOString(), ok: false, name: null, error: message };
    await Promise.allSettled(targets.map((target) => target.writeStatus(status)));
    throw error;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    if (!folderTarget) await fs.rm(path.dirname(staging), { recursive: true, force: true });
  }
}
