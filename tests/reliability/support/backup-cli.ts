import { createHash } from 'node:crypto';
import path from 'node:path';
import type Sqlite from 'better-sqlite3';
import { runProcess, startProcess, type ProductProcess } from '../../../scripts/lib/processes.cjs';
import { REPO_ROOT } from '../../e2e/support/paths';

const BACKUP_ENTRY = path.join(REPO_ROOT, 'api-server', 'src', 'backup', 'backup-cli.ts');
const RESTORE_ENTRY = path.join(REPO_ROOT, 'api-server', 'src', 'backup', 'restore-cli.ts');

/** The environment `npm run backup` / `npm run restore` get: the data folder, no bucket. */
export function cliEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    UPLOADS_STORE: '',
    BACKUP_DIR: '',
    BACKUP_S3_BUCKET: '',
    ...extra,
  };
}

/** `npm run backup -- <args>` as its own process (what the root script runs), not waited for. */
export function startBackup(dataDir: string, args: string[]): ProductProcess {
  return startProcess({
    name: 'npm run backup',
    command: process.execPath,
    args: ['--import', 'tsx', BACKUP_ENTRY, ...args],
    env: cliEnv(dataDir),
  });
}

/** `npm run backup -- <args>` to its end; its output. */
export function runBackup(dataDir: string, args: string[]): Promise<string> {
  return runProcess({
    name: 'npm run backup',
    command: process.execPath,
    args: ['--import', 'tsx', BACKUP_ENTRY, ...args],
    env: cliEnv(dataDir),
  });
}

/** `npm run restore -- <args>`: its exit code and output, failing or not. */
export async function runRestore(args: string[]): Promise<{ code: number | null; output: string }> {
  const proc = startProcess({
    name: 'npm run restore',
    command: process.execPath,
    args: ['--import', 'tsx', RESTORE_ENTRY, ...args],
    env: cliEnv(path.join(REPO_ROOT, 'data-unused')),
  });
  const { code } = await proc.exited;
  return { code, output: proc.output() };
}

/** The folder `npm run backup` reported writing to. */
export function backupFolderIn(output: string): string {
  const match = /^Written to (.+)$/m.exec(output);
  if (!match?.[1]) throw new Error(`no backup folder in the output:\n${output}`);
  return match[1];
}

/** SHA-256 of each row of a table, by rowid: what "the same row" means across two files. */
export function rowHashes(db: Sqlite.Database, table: string): Map<number, string> {
  const rows = db.prepare(`select rowid as _rowid, * from "${table}"`).all() as Record<
    string,
    unknown
  >[];
  return new Map(
    rows.map(({ _rowid, ...row }) => [
      Number(_rowid),
      createHash('sha256').update(JSON.stringify(row)).digest('hex'),
    ]),
  );
}

/** The user tables of an SQLite file. */
export function tablesOf(db: Sqlite.Database): string[] {
  return (
    db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .pluck()
      .all() as string[]
  ).sort();
}
