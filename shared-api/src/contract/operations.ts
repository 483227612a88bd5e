import { z } from 'zod';

/** A backup this old, or older, is a warning on the administrator's dashboard (decision 097). */
export const BACKUP_MAX_AGE_HOURS = 26;

/** GET /api/operations/status: what the administrator's dashboard says about backups and messages. */
export const operationsStatusSchema = z.object({
  backup: z.object({
    /** BACKUP_DIR or BACKUP_S3_BUCKET is set. */
    configured: z.boolean(),
    /** Where backups go: a folder or `s3://bucket/prefix`. */
    location: z.string().nullable(),
    lastSuccessAt: z.string().nullable(),
    lastAttemptAt: z.string().nullable(),
    /** The last attempt's error, when it failed. */
    lastError: z.string().nullable(),
    /** Whole hours since the last complete backup. */
    ageHours: z.number().nullable(),
    /** What the broker should act on; null when all is well. */
    warning: z.string().nullable(),
  }),
  outbox: z.object({
    /** Messages waiting to go (pending or being sent). */
    backlog: z.number(),
    failed: z.number(),
  }),
});
export type OperationsStatus = z.infer<typeof operationsStatusSchema>;
export type BackupHealth = OperationsStatus['backup'];

/** The dashboard's warning for a backup's state (the server words it; the widget shows it). */
export function backupWarning(backup: Omit<BackupHealth, 'warning'>): string | null {
  if (!backup.configured) {
    return 'Backups are off: set BACKUP_DIR or BACKUP_S3_BUCKET so the site is backed up every night.';
  }
  const failedLast =
    backup.lastError !== null &&
    (backup.lastSuccessAt === null || (backup.lastAttemptAt ?? '') > backup.lastSuccessAt);
  if (failedLast) return `The last backup failed: ${backup.lastError}`;
  if (backup.ageHours === null) return 'No backup has been made yet.';
  if (backup.ageHours >= BACKUP_MAX_AGE_HOURS) {
    return `The last backup is ${backup.ageHours} hours old (older than ${BACKUP_MAX_AGE_HOURS} hours).`;
  }
  return null;
}
