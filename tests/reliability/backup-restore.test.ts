import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import {
  killAllApis,
  makeDataDir,
  removeDataDir,
  signIn,
  startApi,
  stopApi,
} from './support/api-process';
import { createFolderTarget } from '../../api-server/src/backup/folder-target';
import {
  backupFolderIn,
  rowHashes,
  runBackup,
  runRestore,
  startBackup,
  tablesOf,
} from './support/backup-cli';
import { fetchLookupIds, propertyFiles, validPropertyForm } from './support/property-form';
import { listUploadFiles, referencedUploads, sqliteFile } from './support/uploads';

jest.setTimeout(240_000);

const WRITES = 100;
/** Start the backup once this many creates are committed: the rest go on during it. */
const BACKUP_AFTER = 10;
/** Rows the running API changes again later (sign-in sessions, throttles): compared by presence only. */
const CHANGING = new Set(['sessions', 'throttle_events', 'list_version', 'outbox']);

const folders: string[] = [];
function folder(): string {
  const made = makeDataDir();
  folders.push(made);
  return made;
}
afterAll(async () => {
  await killAllApis();
  for (const made of folders) removeDataDir(made);
});

function expectRowsOf(restoredDir: string, liveDir: string, options: { whole: boolean }): void {
  const restored = new Sqlite(sqliteFile(restoredDir), { readonly: true });
  const live = new Sqlite(sqliteFile(liveDir), { readonly: true });
  try {
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(tablesOf(restored)).toEqual(tablesOf(live));
    for (const table of tablesOf(live).filter((name) => !CHANGING.has(name))) {
      const kept = rowHashes(restored, table);
      const now = rowHashes(live, table);
      // Every restored row is the live row, unchanged; a whole backup holds every live row.
      for (const [rowid, hash] of kept)
        expect({ table, rowid, hash }).toEqual({ table, rowid, hash: now.get(rowid) });
      if (options.whole) expect({ table, rows: kept.size }).toEqual({ table, rows: now.size });
    }
    // Every file the restored rows name is there (WebP variants may still have been rendering),
    // and every restored file is byte for byte the live one.
    const files = new Set(listUploadFiles(restoredDir));
    for (const relative of referencedUploads(restored)) {
      if (!relative.endsWith('.webp'))
        expect({ relative, restored: files.has(relative) }).toEqual({ relative, restored: true });
    }
    for (const relative of files) {
      const copy = fs.readFileSync(path.join(restoredDir, 'uploads', relative));
      expect({
        relative,
        same: copy.equals(fs.readFileSync(path.join(liveDir, 'uploads', relative))),
      }).toEqual({ relative, same: true });
    }
  } finally {
    restored.close();
    live.close();
  }
}

describe('npm run backup while the site takes writes, then npm run restore', () => {
  it('a backup taken during 100 property creates holds every create committed before it, rows and photos identical, and a later one holds them all', async () => {
    const dataDir = folder();
    const backups = folder();
    const api = await startApi({ dataDir });
    const token = await signIn(api.url);
    const ids = await fetchLookupIds(api.url);
    const files = await propertyFiles(ids);
    const committed: number[] = [];
    const writes = (async () => {
      for (let index = 0; index < WRITES; index += 1) {
        const response = await fetch(`${api.url}/api/property/store`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: validPropertyForm(ids, files, { projectName: `Backup Test ${index}` }),
        });
        expect(response.status).toBe(201);
        committed.push(index);
      }
    })();
    while (committed.length < BACKUP_AFTER) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = committed.length;
    const output = await runBackup(dataDir, ['--to', backups]);
    const after = committed.length;
    await writes;
    console.log(`backup: taken while creates ${before} to ${after} of ${WRITES} were committed`);

    const restored = path.join(folder(), 'restored');
    const restore = await runRestore([backupFolderIn(output), '--data-dir', restored]);
    expect(restore.code).toBe(0);
    expect(restore.output).toMatch(/Rows per table:[\s\S]*properties: \d+/);
    expectRowsOf(restored, dataDir, { whole: false });
    const db = new Sqlite(sqliteFile(restored), { readonly: true });
    const names = db
      .prepare("select project_name from properties where project_name like 'Backup Test %'")
      .pluck()
      .all() as string[];
    db.close();
    // Every create committed before the backup began is there, and they are the first ones: none missing in between.
    expect(names.length).toBeGreaterThanOrEqual(before);
    expect(names.sort()).toEqual(
      Array.from({ length: names.length }, (_, index) => `Backup Test ${index}`).sort(),
    );

    const last = await runBackup(dataDir, ['--to', backups]);
    const whole = path.join(folder(), 'restored');
    expect((await runRestore([backupFolderIn(last), '--data-dir', whole])).code).toBe(0);
    expectRowsOf(whole, dataDir, { whole: true });
    const uploads = listUploadFiles(dataDir).filter((file) => !file.startsWith('.tmp'));
    expect(listUploadFiles(whole)).toEqual(uploads);
    await stopApi(api);
  });

  it('a young database whose writes are still only in its WAL file restores whole', async () => {
    const dataDir = folder();
    const api = await startApi({ dataDir, env: { SEED_DEMO: 'false' } });
    await stopApi(api);
    const writer = new Sqlite(sqliteFile(dataDir));
    writer.pragma('journal_mode = WAL');
    writer.pragma('wal_autocheckpoint = 0');
    const insert = writer.prepare('insert into cities (name, created_at) values (?, ?)');
    for (let index = 0; index < 50; index += 1)
      insert.run(`WAL City ${index}`, new Date().toISOString());
    expect(fs.statSync(`${sqliteFile(dataDir)}-wal`).size).toBeGreaterThan(0);
    // The trap: the database file alone, copied, has none of them yet.
    const naive = path.join(folder(), 'naive.sqlite');
    fs.copyFileSync(sqliteFile(dataDir), naive);
    const copy = new Sqlite(naive, { readonly: true });
    expect(
      copy.prepare("select count(*) from cities where name like 'WAL City %'").pluck().get(),
    ).toBe(0);
    copy.close();

    const backups = folder();
    const output = await runBackup(dataDir, ['--to', backups]);
    writer.close();
    const restored = path.join(folder(), 'restored');
    expect((await runRestore([backupFolderIn(output), '--data-dir', restored])).code).toBe(0);
    const db = new Sqlite(sqliteFile(restored), { readonly: true });
    expect(
      db.prepare("select count(*) from cities where name like 'WAL City %'").pluck().get(),
    ).toBe(50);
    db.close();
  });

  it('kill -9 during a backup leaves nothing that looks complete, and nothing that restores', async () => {
    const dataDir = folder();
    await stopApi(await startApi({ dataDir, env: { SEED_DEMO: 'false' } }));
    // Enough bytes that the copy is still under way when the kill comes.
    const videos = path.join(dataDir, 'uploads', 'videos');
    fs.mkdirSync(videos, { recursive: true });
    for (let index = 0; index < 60; index += 1) {
      fs.writeFileSync(
        path.join(videos, `${randomBytes(16).toString('hex')}.mp4`),
        randomBytes(2 * 1024 * 1024),
      );
    }
    const backups = folder();
    const backup = startBackup(dataDir, ['--to', backups]);
    let partial: string | undefined;
    while (!partial) {
      partial = fs.readdirSync(backups).find((name) => name.endsWith('.partial'));
      if (!partial) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    while (!fs.existsSync(path.join(backups, partial, 'uploads')))
      await new Promise((resolve) => setTimeout(resolve, 2));
    process.kill(backup.pid, 'SIGKILL');
    expect((await backup.exited).signal).toBe('SIGKILL');

    expect(await createFolderTarget(backups).list()).toEqual([]);
    expect(fs.readdirSync(backups)).toEqual([partial]);
    const restored = path.join(folder(), 'restored');
    const restore = await runRestore([path.join(backups, partial), '--data-dir', restored]);
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/is not a complete backup: it has no manifest.json/);
    expect(fs.existsSync(restored)).toBe(false);
  });
});
