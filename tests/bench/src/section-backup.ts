import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runProcess } from '../../../scripts/lib/processes.cjs';
import { runLoad, round, type LoadResult } from './load';
import type { BenchOptions } from './options';
import { LIST_FIRST_PAGE } from './section-api';
import { startSeededApi, type SeededApi } from './servers';

const BACKUP_CLI = path.join('api-server', 'src', 'backup', 'backup-cli.ts');
/** Connections of the list's load beside the backup: a busy hour, not the saturation test. */
const CONNECTIONS = 10;

export interface BackupStep {
  properties: number;
  /** `npm run backup` end to end (its Node start included), and the backup's bytes on disk. */
  backupSeconds: number;
  backupMegabytes: number;
  /** The list at CONNECTIONS connections, without and then during back-to-back backups. */
  idle: LoadResult;
  duringBackup: LoadResult;
  /** Backups completed while `duringBackup` ran. */
  backupsDuringLoad: number;
}

export interface BackupSectionResult {
  steps: BackupStep[];
}

function folderBytes(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

async function backUp(api: SeededApi, to: string): Promise<number> {
  const started = performance.now();
  await runProcess({
    name: 'npm run backup',
    command: process.execPath,
    args: ['--import', 'tsx', BACKUP_CLI, '--to', to],
    env: { ...process.env, DATA_DIR: api.dataDir, DATABASE_URL: '', BACKUP_S3_BUCKET: '' },
  });
  return (performance.now() - started) / 1000;
}

async function measureSize(properties: number, options: BenchOptions): Promise<BackupStep> {
  process.stdout.write(`Backup: seeding ${properties} properties\n`);
  const api = await startSeededApi(properties);
  const backups = mkdtempSync(path.join(tmpdir(), 'property-site-bench-backups-'));
  try {
    const backupSeconds = await backUp(api, backups);
    const backupMegabytes = round(folderBytes(backups) / 1024 / 1024);
    process.stdout.write(`  a backup: ${backupSeconds.toFixed(1)} s, ${backupMegabytes} MB\n`);
    const spec = { url: api.url, path: LIST_FIRST_PAGE, connections: CONNECTIONS };
    const seconds = Math.max(5, options.duration);
    const idle = await runLoad({ ...spec, label: 'list, no backup', durationSeconds: seconds });
    let loading = true;
    let backupsDuringLoad = 0;
    const loop = (async () => {
      while (loading) {
        await backUp(api, backups);
        backupsDuringLoad += 1;
      }
    })();
    const duringBackup = await runLoad({
      ...spec,
      label: 'list, backups running',
      durationSeconds: seconds,
    });
    loading = false;
    await loop;
    return {
      properties,
      backupSeconds: round(backupSeconds, 2),
      backupMegabytes,
      idle,
      duringBackup,
      backupsDuringLoad,
    };
  } finally {
    rmSync(backups, { recursive: true, force: true });
    await api.stop();
  }
}

/**
 * `npm run backup` at each size (10,000 and 100,000 properties; 1,000 and 10,000 with --quick):
 * its time and size, and the list's p99 with no backup against back-to-back backups (decision 097).
 */
export async function runBackupSection(options: BenchOptions): Promise<BackupSectionResult> {
  const sizes = options.quick ? [1_000, 10_000] : [10_000, 100_000];
  const steps: BackupStep[] = [];
  for (const properties of sizes) steps.push(await measureSize(properties, options));
  return { steps };
}
