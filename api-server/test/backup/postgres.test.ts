import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { PG_PART, readManifest } from '../../src/backup/manifest';
import { runScheduledBackup } from '../../src/backup/scheduled';
import { appOn, openAgain } from '../db/other-process';
import { build, type TestApp } from '../helpers/build';
import { removeFolders, tempFolder, withBackupDir } from './setup';

const run = promisify(execFile);
jest.setTimeout(60_000);

// The suites run on PostgreSQL when DATABASE_URL is set (as CI does); on SQLite there is nothing here.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('backups on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => {
    await t.close();
    await removeFolders();
  });

  it('of two API processes due at once, exactly one makes the backup: a pg_dump in custom format with row counts', async () => {
    const config = withBackupDir(t.config, await tempFolder());
    const second = await openAgain(t);
    const other = await appOn(t, second.db);
    try {
      const at = new Date();
      const outcomes = await Promise.all([
        runScheduledBackup(config, t.db, () => at),
        runScheduledBackup(config, second.db, () => at),
      ]);
      const made = outcomes.filter((outcome) => outcome.ran);
      expect(made).toHaveLength(1);
      const [outcome] = made;
      if (!outcome?.ran) throw new Error('no backup was made');
      const manifest = await readManifest(path.join(config.backup.dir!, outcome.result.name));
      expect(manifest.engine).toBe('postgres');
      expect(manifest.files.map((file) => file.path)).toEqual([PG_PART]);
      expect(manifest.rowCounts.users).toBe(1);
      expect(manifest.schemaVersion).toMatch(/^\d{4}_\d{2}_\d{2}_\d{6}_/);
      const { stdout } = await run('pg_restore', [
        '--list',
        path.join(config.backup.dir!, outcome.result.name, PG_PART),
      ]);
      expect(stdout).toMatch(/TABLE DATA \S+ properties /);
    } finally {
      await other.close();
    }
  });
});
