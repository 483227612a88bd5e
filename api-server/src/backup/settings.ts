import path from 'node:path';
import { Cron } from 'croner';
import { readUploadStoreSettings, type S3Settings } from '../uploads/store-settings';

/** Where backups go and when the API makes them (decision 097). */
export interface BackupSettings {
  /** BACKUP_DIR (absolute); null: no folder target. */
  dir: string | null;
  /** BACKUP_S3_BUCKET and BACKUP_S3_PREFIX with the uploads' S3 settings; null: no bucket. */
  s3: S3Settings | null;
  /** BACKUP_SCHEDULE: a cron expression read in `timezone`. */
  schedule: string;
  timezone: string;
  keepDaily: number;
  keepWeekly: number;
}

type Env = Record<string, string | undefined>;

/** India's time zone: the broker's day, whatever the server's clock is set to. */
export const BACKUP_TIMEZONE = 'Asia/Kolkata';
const DEFAULT_SCHEDULE = '30 2 * * *';

function readSchedule(raw: string | undefined): string {
  const schedule = raw?.trim() || DEFAULT_SCHEDULE;
  try {
    new Cron(schedule, { paused: true, timezone: BACKUP_TIMEZONE }).stop();
  } catch {
    throw new Error(`BACKUP_SCHEDULE must be a cron expression such as "30 2 * * *", got "${raw}"`);
  }
  return schedule;
}

/**
 * The bucket takes the uploads' S3 settings (S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE, the AWS
 * keys) with a bucket and prefix of its own, validated by the same rules.
 */
function readBackupBucket(env: Env): S3Settings | null {
  const bucket = env.BACKUP_S3_BUCKET?.trim();
  if (!bucket) return null;
  let settings;
  try {
    settings = readUploadStoreSettings({
      ...env,
      UPLOADS_STORE: 's3',
      S3_BUCKET: bucket,
      S3_PREFIX: env.BACKUP_S3_PREFIX?.trim() || 'backups/',
    });
  } catch (error) {
    // Worded for the settings the operator wrote.
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      message
        .replace(/\bS3_(BUCKET|PREFIX)\b/g, 'BACKUP_S3_$1')
        .replace('when UPLOADS_STORE=s3', 'for BACKUP_S3_BUCKET'),
    );
  }
  return settings.kind === 's3' ? settings : null;
}

/** BACKUP_* settings; `root` resolves a relative BACKUP_DIR. */
export function readBackupSettings(env: Env, root: string): BackupSettings {
  const dir = env.BACKUP_DIR?.trim();
  return {
    dir: dir ? path.resolve(root, dir) : null,
    s3: readBackupBucket(env),
    schedule: readSchedule(env.BACKUP_SCHEDULE),
    timezone: BACKUP_TIMEZONE,
    keepDaily: 7,
    keepWeekly: 4,
  };
}
