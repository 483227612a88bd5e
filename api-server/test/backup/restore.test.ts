import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createFolderTarget } from '../../src/backup/folder-target';
import { hashFile, MANIFEST, readManifest, SQLITE_PART } from '../../src/backup/manifest';
import { restoreBackup } from '../../src/backup/restore';
import { runBackup } from '../../src/backup/run-backup';
import type { AppConfig } from '../../src/plugins/env';
import type { TestApp } from '../helpers/build';
import { buildWithData, removeFolders, tempFolder, withBackupDir } from './setup';

let t: TestApp;
let photos: Map<string, Buffer>;
let config: AppConfig;
let backup: string;

beforeAll(async () => {
  ({ t, photos } = await buildWithData());
  const dir = await tempFolder();
  config = withBackupDir(t.config, dir);
  const result = await runBackup(config, { db: t.db });
  backup = path.join(dir, result.name);
});
afterAll(async () => {
  await t.close();
  await removeFolders();
});

/** A copy of the backup to spoil. */
async function copyOfBackup(): Promise<string> {
  const copy = path.join(await tempFolder(), 'copy');
  await fs.cp(backup, copy, { recursive: true });
  return copy;
}

describe('npm run restore', () => {
  it('restores the database and every photo into an empty folder and reports rows and files', async () => {
    const dataDir = path.join(await tempFolder(), 'data');
    const report = await restoreBackup(config, { source: backup, dataDir });
    expect(report.files).toBe(2);
    expect(report.rowCounts.properties).toBe(1);
    expect(report.rowCounts.users).toBe(1);
    for (const [stored, content] of photos) {
      expect((await fs.readFile(path.join(dataDir, stored))).equals(content)).toBe(true);
    }
    const db = new SQLite(path.join(dataDir, config.sqliteFile), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('refuses a backup with a changed photo and writes nothing', async () => {
    const copy = await copyOfBackup();
    const [stored] = [...photos.keys()];
    const file = path.join(copy, stored!);
    const bytes = await fs.readFile(file);
    bytes[100] = (bytes[100]! + 1) % 256;
    await fs.writeFile(file, bytes);
    const dataDir = path.join(await tempFolder(), 'data');
    await expect(restoreBackup(config, { source: copy, dataDir })).rejects.toThrow(
      `Refusing to restore: the backup does not match its manifest (${stored}: checksum differs)`,
    );
    await expect(fs.readdir(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a damaged database even when its manifest was rewritten to match', async () => {
    const copy = await copyOfBackup();
    const database = path.join(copy, SQLITE_PART);
    const bytes = await fs.readFile(database);
    // Page 2 onwards: table b-trees; the header (page 1) stays valid, so SQLite opens the file.
    bytes.fill(0x5a, 4096 + 8, 4096 * 3);
    await fs.writeFile(database, bytes);
    const manifest = await readManifest(copy);
    const entry = manifest.files.find((file) => file.path === SQLITE_PART)!;
    Object.assign(entry, await hashFile(database));
    await fs.writeFile(path.join(copy, MANIFEST), JSON.stringify(manifest));
    const dataDir = path.join(await tempFolder(), 'data');
    await expect(restoreBackup(config, { source: copy, dataDir })).rejects.toThrow(
      /^Refusing to restore: the database in the backup is damaged/,
    );
    await expect(fs.readdir(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a folder that is not empty unless forced, then replaces its database and uploads', async () => {
    const dataDir = await tempFolder();
    await fs.mkdir(path.join(dataDir, 'uploads', 'images'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'uploads', 'images', 'stray.jpg'), 'stray');
    await expect(restoreBackup(config, { source: backup, dataDir })).rejects.toThrow(
      `Refusing to restore: ${dataDir} is not empty (pass --force to replace its database and uploads)`,
    );
    const report = await restoreBackup(config, { source: backup, dataDir, force: true });
    expect(report.rowCounts.properties).toBe(1);
    await expect(
      fs.readFile(path.join(dataDir, 'uploads', 'images', 'stray.jpg')),
    ).rejects.toThrow();
  });

  it('refuses a backup without its manifest (one that was interrupted), which no listing shows', async () => {
    const copy = await copyOfBackup();
    await fs.rm(path.join(copy, MANIFEST));
    const dataDir = path.join(await tempFolder(), 'data');
    await expect(restoreBackup(config, { source: copy, dataDir })).rejects.toThrow(
      `${copy} is not a complete backup: it has no ${MANIFEST}`,
    );
    expect(await createFolderTarget(path.dirname(copy)).list()).toEqual([]);
  });
});
