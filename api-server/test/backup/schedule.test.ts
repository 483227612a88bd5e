import { createFolderTarget } from '../../src/backup/folder-target';
import { runScheduledBackup } from '../../src/backup/scheduled';
import { BACKUP_TIMEZONE } from '../../src/backup/settings';
import { backupJob } from '../../src/plugins/backup-schedule';
import type { TestApp } from '../helpers/build';
import { buildWithData, removeFolders, tempFolder, withBackupDir } from './setup';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  ({ t } = await buildWithData());
});
afterAll(async () => {
  await t.close();
  await removeFolders();
});

/** 02:30 in India on a day (YYYY-MM-DD): 21:00 UTC the day before. */
function indiaHalfPastTwo(day: string): Date {
  return new Date(new Date(`${day}T02:30:00+05:30`).getTime());
}

/** The India date of a backup's time. */
function indiaDay(time: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BACKUP_TIMEZONE }).format(time);
}

describe('the daily backup schedule', () => {
  it('runs at 02:30 in India by default, whatever the server clock is set to', () => {
    const job = backupJob({ schedule: '30 2 * * *', timezone: BACKUP_TIMEZONE }, () =>
      Promise.resolve(),
    );
    job.pause();
    expect(job.nextRun(new Date('2026-11-27T12:00:00Z'))?.toISOString()).toBe(
      '2026-11-27T21:00:00.000Z',
    );
    expect(job.nextRun(new Date('2026-11-27T21:00:01Z'))?.toISOString()).toBe(
      '2026-11-28T21:00:00.000Z',
    );
    job.stop();
  });

  it('after 40 days of nightly backups (a fake clock) keeps the last 7 days and the newest of each of the last 4 weeks', async () => {
    const dir = await tempFolder();
    const config = withBackupDir(t.config, dir);
    const start = Date.parse('2026-10-01T00:00:00Z');
    for (let day = 0; day < 40; day += 1) {
      const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      const at = indiaHalfPastTwo(date);
      const outcome = await runScheduledBackup(config, t.db, () => at);
      expect(outcome.ran).toBe(true);
    }
    const kept = (await createFolderTarget(dir).list())
      .map((entry) => indiaDay(entry.takenAt))
      .sort();
    // The last day is Monday 9 November (ISO week 46). Daily: 3 to 9 November. Weekly: the newest
    // of weeks 46 (9 Nov), 45 (8 Nov), 44 (Sunday 1 Nov) and 43 (Sunday 25 Oct).
    expect(kept).toEqual([
      '2026-10-25',
      '2026-11-01',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
      '2026-11-09',
    ]);
  });

  it('skips a run when a backup was made within the hour (another process made it)', async () => {
    const dir = await tempFolder();
    const config = withBackupDir(t.config, dir);
    const at = new Date('2026-11-27T21:00:00Z');
    expect((await runScheduledBackup(config, t.db, () => at)).ran).toBe(true);
    const later = new Date(at.getTime() + 10 * 60 * 1000);
    const skipped = await runScheduledBackup(config, t.db, () => later);
    expect(skipped.ran).toBe(false);
    expect(!skipped.ran && skipped.reason).toMatch(/was made less than an hour ago$/);
  });
});
