import { sql } from 'kysely';
import { readBackupHealth } from '../../src/backup/status';
import { runBackup } from '../../src/backup/run-backup';
import { createFolderTarget } from '../../src/backup/folder-target';
import { insertMessages } from '../../src/repositories/outbox';
import { build, bearer, type TestApp } from '../helpers/build';
import { removeFolders, tempFolder, withBackupDir } from '../backup/setup';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
  await removeFolders();
});

describe('GET /api/operations/status', () => {
  it("gives the admin the outbox's backlog and failures and warns that backups are off", async () => {
    const now = new Date().toISOString();
    const message = { kind: 'lead-alert', channel: 'email', payload: {}, dueAt: now } as const;
    await insertMessages(
      t.db,
      [1, 2, 3].map((n) => ({ ...message, recipient: `staff${n}@example.com` })),
      now,
    );
    await t.db
      .updateTable('outbox')
      .set({ status: 'failed' })
      .where('recipient', '=', 'staff3@example.com')
      .execute();
    const response = await t.app.inject({
      url: '/api/operations/status',
      headers: bearer(await t.signInAdmin()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      backup: {
        configured: false,
        location: null,
        lastSuccessAt: null,
        lastAttemptAt: null,
        lastError: null,
        ageHours: null,
        warning:
          'Backups are off: set BACKUP_DIR or BACKUP_S3_BUCKET so the site is backed up every night.',
      },
      outbox: { backlog: 2, failed: 1 },
    });
  });

  it('is for the administrator only', async () => {
    const agent = await t.createUser();
    const response = await t.app.inject({
      url: '/api/operations/status',
      headers: bearer(await t.signIn(agent.username, agent.password)),
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/operations/status' })).statusCode).toBe(401);
  });
});

// The backup here copies the SQLite file; on PostgreSQL it would dump every test's schema.
const onSqlite = process.env.DATABASE_URL ? it.skip : it;

describe("the last backup's health", () => {
  onSqlite(
    'is fine after a fresh backup, warns past 26 hours, and says when the last attempt failed',
    async () => {
      const config = withBackupDir(t.config, await tempFolder());
      const takenAt = new Date('2026-11-27T21:00:00Z');
      await runBackup(config, { db: t.db, now: () => takenAt });
      const fresh = await readBackupHealth(config, new Date('2026-11-28T21:59:00Z'));
      expect(fresh).toMatchObject({
        lastSuccessAt: takenAt.toISOString(),
        ageHours: 24,
        warning: null,
      });
      const old = await readBackupHealth(config, new Date('2026-11-29T00:00:00Z'));
      expect(old).toMatchObject({
        ageHours: 27,
        warning: 'The last backup is 27 hours old (older than 26 hours).',
      });
      await createFolderTarget(config.backup.dir!).writeStatus({
        at: '2026-11-28T21:00:00.000Z',
        ok: false,
        name: null,
        error: 'ENOSPC: no space left on device',
      });
      const failed = await readBackupHealth(config, new Date('2026-11-28T21:05:00Z'));
      expect(failed.warning).toBe('The last backup failed: ENOSPC: no space left on device');
    },
  );
});

describe('GET /api/health', () => {
  it('answers 503 when the database cannot be read', async () => {
    const other = await build();
    expect((await other.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await sql`drop table kysely_migration`.execute(other.db);
    const response = await other.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    await other.close();
  });
});
