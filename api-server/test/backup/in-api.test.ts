import path from 'node:path';
import SQLite from 'better-sqlite3';
import { runBackup } from '../../src/backup/run-backup';
import type { TestApp } from '../helpers/build';
import { insertProperty } from '../helpers/fixtures';
import { buildWithData, removeFolders, tempFolder, withBackupDir } from './setup';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  ({ t } = await buildWithData());
  // Some thousand pages: the API's backup takes many steps, with writes between them.
  for (let index = 0; index < 1500; index += 1) {
    await insertProperty(t.db, 1, { address: `Plot ${index}, ${'Baner Road '.repeat(20)}` });
  }
});
afterAll(async () => {
  await t.close();
  await removeFolders();
});

const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;

onSqlite("the API's own backup (the schedule's)", () => {
  it('finishes beside writes and open write transactions, and holds a consistent set of rows', async () => {
    const config = withBackupDir(t.config, await tempFolder());
    let writing = true;
    let written = 0;
    const writes = (async () => {
      while (writing) {
        // A transaction held open across awaits, as the API's saves do.
        await t.db.transaction().execute(async (trx) => {
          await insertProperty(trx, 1, { project_name: `During ${written}` });
          await new Promise((resolve) => setImmediate(resolve));
          await insertProperty(trx, 1, { project_name: `During ${written} twin` });
        });
        written += 1;
      }
    })();
    const result = await runBackup(config, { db: t.db });
    writing = false;
    await writes;
    expect(written).toBeGreaterThan(0);
    const copy = new SQLite(path.join(config.backup.dir!, result.name, 'database.sqlite'), {
      readonly: true,
    });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const names = copy
        .prepare("select project_name from properties where project_name like 'During %'")
        .pluck()
        .all() as string[];
      // Both rows of a transaction, or neither.
      const singles = names.filter((name) => !name.endsWith(' twin'));
      expect(names.length).toBe(singles.length * 2);
      expect(result.manifest.rowCounts.properties).toBe(1501 + names.length);
    } finally {
      copy.close();
    }
  });
});
