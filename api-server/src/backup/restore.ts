import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { AppConfig } from '../plugins/env';
import { findMismatches, PG_PART, readManifest, SQLITE_PART, type Manifest } from './manifest';
import { createS3Target } from './s3-target';
import { isStoredPath } from '../uploads/stored-paths';
import { describeSqlite } from './snapshot';

const run = promisify(execFile);

export interface RestoreOptions {
  /** A backup folder, or `s3://<bucket>/<prefix><name>` (with the BACKUP_S3_* connection settings). */
  source: string;
  dataDir: string;
  force?: boolean;
}

export interface RestoreReport {
  manifest: Manifest;
  /** Rows per table as read back from the restored database (SQLite). */
  rowCounts: Record<string, number>;
  files: number;
}

/** A local folder holding the backup, downloading it from the bucket when it is an s3:// one. */
async function fetchBackup(
  config: AppConfig,
  source: string,
): Promise<{ folder: string; temporary: boolean }> {
  const match = /^s3:\/\/([^/]+)\/(.*?)([^/]+)\/?$/.exec(source);
  if (!match) return { folder: path.resolve(source), temporary: false };
  if (!config.backup.s3) {
    throw new Error(
      'To restore from a bucket, set BACKUP_S3_BUCKET and the S3 settings (S3_REGION, S3_ENDPOINT…)',
    );
  }
  const [, bucket = '', prefix = '', name = ''] = match;
  const target = createS3Target({ ...config.backup.s3, bucket, prefix });
  return { folder: await target.fetch(name), temporary: true };
}

function checkSqlite(file: string): void {
  let db: SQLite.Database | null = null;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`PRAGMA integrity_check says: ${String(result)}`);
  } catch (error) {
    throw new Error(
      `Refusing to restore: the database in the backup is damaged (${error instanceof Error ? error.message : String(error)})`,
    );
  } finally {
    db?.close();
  }
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  const entries = await fs.readdir(folder).catch(() => [] as string[]);
  return entries.length === 0;
}

/** Checks everything first; then writes the backup's database and uploads into the data folder. */
async function restoreFrom(
  config: AppConfig,
  folder: string,
  options: RestoreOptions,
): Promise<RestoreReport> {
  const manifest = await readManifest(folder);
  const problems = await findMismatches(folder, manifest);
  if (problems.length > 0) {
    throw new Error(
      `Refusing to restore: the backup does not match its manifest (${problems.join('; ')})`,
    );
  }
  const sqlitePart = path.join(folder, SQLITE_PART);
  if (manifest.engine === 'sqlite') checkSqlite(sqlitePart);
  if (manifest.engine === 'postgres') {
    if (!config.databaseUrl)
      throw new Error(
        'This backup is of a PostgreSQL database: set DATABASE_URL to the database to restore into',
      );
    await run('pg_restore', ['--list', path.join(folder, PG_PART)]);
  }
  if (!options.force && !(await isEmptyFolder(options.dataDir))) {
    throw new Error(
      `Refusing to restore: ${options.dataDir} is not empty (pass --force to replace its database and uploads)`,
    );
  }
  await fs.mkdir(options.dataDir, { recursive: true });
  const uploads = manifest.files.filter((file) => isStoredPath(file.path));
  await fs.rm(path.join(options.dataDir, 'uploads'), { recursive: true, force: true });
  for (const file of uploads) {
    const target = path.join(options.dataDir, ...file.path.split('/'));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(path.join(folder, ...file.path.split('/')), target);
  }
  if (manifest.engine === 'postgres') {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      `--dbname=${config.databaseUrl}`,
      path.join(folder, PG_PART),
    ]);
    return { manifest, rowCounts: manifest.rowCounts, files: uploads.length };
  }
  const database = path.join(options.dataDir, config.sqliteFile);
  for (const suffix of ['-wal', '-shm']) await fs.rm(`${database}${suffix}`, { force: true });
  await fs.copyFile(sqlitePart, `${database}.restoring`);
  await fs.rename(`${database}.restoring`, database);
  return { manifest, rowCounts: describeSqlite(database).rowCounts, files: uploads.length };
}

/** `npm run restore`: a checked backup into an empty data folder (or any, with `force`). */
export async function restoreBackup(
  config: AppConfig,
  options: RestoreOptions,
): Promise<RestoreReport> {
  const { folder, temporary } = await fetchBackup(config, options.source);
  try {
    return await restoreFrom(config, folder, options);
  } finally {
    if (temporary) await fs.rm(folder, { recursive: true, force: true });
  }
}
