import { backupWarning, type BackupHealth } from 'shared-api/contract';
import type { AppConfig } from '../plugins/env';
import { newestFirst } from './names';
import { backupTargets } from './run-backup';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The last backup as the dashboard and the metrics see it: the newest complete backup in the
 * first target (the folder, else the bucket) and that target's last-run.json.
 */
export async function readBackupHealth(config: AppConfig, now = new Date()): Promise<BackupHealth> {
  if (!config.backup.dir && !config.backup.s3) {
    const off = {
      configured: false,
      location: null,
      lastSuccessAt: null,
      lastAttemptAt: null,
      lastError: null,
      ageHours: null,
    };
    return { ...off, warning: backupWarning(off) };
  }
  const [target] = backupTargets(config);
  const location = target?.location ?? null;
  try {
    const [newest] = newestFirst((await target?.list()) ?? []);
    const status = (await target?.readStatus()) ?? null;
    const health = {
      configured: true,
      location,
      lastSuccessAt: newest?.takenAt.toISOString() ?? null,
      lastAttemptAt: status?.at ?? null,
      lastError: status && !status.ok ? status.error : null,
      ageHours: newest ? Math.floor((now.getTime() - newest.takenAt.getTime()) / HOUR_MS) : null,
    };
    return { ...health, warning: backupWarning(health) };
  } catch (error) {
    const message = `The backup location ${location ?? ''} cannot be read: ${error instanceof Error ? error.message : String(error)}`;
    return {
      configured: true,
      location,
      lastSuccessAt: null,
      lastAttemptAt: null,
      lastError: message,
      ageHours: null,
      warning: message,
    };
  }
}

/** readBackupHealth, read again at most once a `maxAgeMs` (a bucket's listing is not free). */
export function cachedBackupHealth(
  config: AppConfig,
  maxAgeMs = 60_000,
): () => Promise<BackupHealth> {
  let cached: { at: number; health: Promise<BackupHealth> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > maxAgeMs)
      cached = { at: now, health: readBackupHealth(config) };
    return cached.health;
  };
}
