import { readBackupSettings } from '../../src/backup/settings';
import { readUploadStoreSettings } from '../../src/uploads/store-settings';

const BUCKET_ENV = {
  BACKUP_S3_BUCKET: 'site-backups',
  S3_REGION: 'ap-south-1',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_FORCE_PATH_STYLE: 'true',
  AWS_ACCESS_KEY_ID: 'key',
  AWS_SECRET_ACCESS_KEY: 'secret',
};

describe('the backup settings', () => {
  it('default to no target, 02:30 in India, 7 daily and 4 weekly', () => {
    expect(readBackupSettings({}, '/srv/site')).toEqual({
      dir: null,
      s3: null,
      schedule: '30 2 * * *',
      timezone: 'Asia/Kolkata',
      keepDaily: 7,
      keepWeekly: 4,
    });
    expect(readBackupSettings({ BACKUP_DIR: 'backups' }, '/srv/site').dir).toBe(
      '/srv/site/backups',
    );
  });

  it("take the uploads' S3 connection settings with a bucket and prefix of their own, even with uploads on disk", () => {
    expect(readUploadStoreSettings(BUCKET_ENV)).toEqual({ kind: 'disk' });
    expect(
      readBackupSettings({ ...BUCKET_ENV, BACKUP_S3_PREFIX: 'site-a/nightly' }, '/').s3,
    ).toEqual({
      kind: 's3',
      bucket: 'site-backups',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-south-1',
      forcePathStyle: true,
      prefix: 'site-a/nightly/',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // A bucket for uploads beside UPLOADS_STORE=disk is still a mistake worth stopping for.
    expect(() => readUploadStoreSettings({ ...BUCKET_ENV, S3_BUCKET: 'photos' })).toThrow(
      /^S3_BUCKET set while UPLOADS_STORE is disk/,
    );
  });

  it('stop the start on a schedule that is not a cron expression, or a bad bucket', () => {
    expect(() => readBackupSettings({ BACKUP_SCHEDULE: 'every night' }, '/')).toThrow(
      'BACKUP_SCHEDULE must be a cron expression such as "30 2 * * *", got "every night"',
    );
    expect(() =>
      readBackupSettings({ ...BUCKET_ENV, BACKUP_S3_BUCKET: 'Bad_Bucket' }, '/'),
    ).toThrow(/^BACKUP_S3_BUCKET must be a bucket name/);
    expect(() => readBackupSettings({ BACKUP_S3_BUCKET: 'site-backups' }, '/')).toThrow(
      /^S3_REGION is required for BACKUP_S3_BUCKET/,
    );
  });
});
