import { sql, type Kysely } from 'kysely';
import { engineOf } from '../db/database';
import type { Database } from '../db/schema';
import type { AppConfig } from '../plugins/env';
import { newestFirst } from './names';
import { backupsToKeep } from './retention';
import { backupTargets, runBackup, type BackupResult } from './run-backup';

/** PostgreSQL advisory lock key of the scheduled backup (the start-up work has its own). */
const BACKUP_LOCK = 7_304_391_094;
/** A backup newer than this on the target means another process has just made today's. */
const RECENT_MS = 60 * 60 * 1000;
/** A `.partial` left this long ago is an interrupted backup's, never one under way. */
const STALE_MS = 24 * 60 * 60 * 1000;

export type ScheduledOutcome =
  { ran: true; result: BackupResult; removed: string[] } | { ran: false; reason: string };

/** Deletes what the retention rule no longer keeps, and interrupted backups' leftovers. */
export async function pruneBackups(config: AppConfig, now: Date): Promise<string[]> {
  const removed: string[] = [];
  for (const target of backupTargets(config)) {
    const entries = await target.list();
    const keep = backupsToKeep(entries, {
      daily: config.backup.keepDaily,
      weekly: config.backup.keepWeekly,
      timeZone: config.backup.timezone,
    });
    for (const entry of entries.filter(({ name }) => !keep.has(name))) {
      await target.remove(entry.name);
      removed.push(entry.name);
    }
    await target.removeStale(new Date(now.getTime() - STALE_MS));
  }
  return removed;
}

async function backupAndPrune(
  config: AppConfig,
  db: Kysely<Database>,
  now: () => Date,
): Promise<ScheduledOutcome> {
  const [first] = backupTargets(config);
  const [newest] = newestFirst((await first?.list()) ?? []);
  if (newest && now().getTime() - newest.takenAt.getTime() < RECENT_MS) {
    return { ran: false, reason: `${newest.name} was made less than an hour ago` };
  }
  const result = await runBackup(config, { db, now });
  return { ran: true, result, removed: await pruneBackups(config, now()) };
}

/**
 * The scheduled backup: one process of several makes it. On PostgreSQL the one that takes the
 * advisory lock (without waiting) does; the others, and any process after it within the hour,
 * find it done. SQLite has one API process (decision 082).
 */
export async function runScheduledBackup(
  config: AppConfig,
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): Promise<ScheduledOutcome> {
  if (engineOf(db) !== 'postgres') return backupAndPrune(config, db, now);
  return db.connection().execute(async (lockHolder) => {
    const locked = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${BACKUP_LOCK}) as locked`.execute(lockHolder);
    if (!locked.rows[0]?.locked) return { ran: false, reason: 'another API process is making it' };
    try {
      return await backupAndPrune(config, db, now);
    } finally {
      await sql`select pg_advisory_unlock(${BACKUP_LOCK})`.execute(lockHolder);
    }
  });
}
