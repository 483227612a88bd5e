import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../src/plugins/env';
import { createDiskStore } from '../../src/uploads/disk-store';
import { build, type TestApp } from '../helpers/build';
import { insertProperty } from '../helpers/fixtures';

/** An app on SQLite (what the folder backup is for) with a listing and two stored photos. */
export async function buildWithData(): Promise<{ t: TestApp; photos: Map<string, Buffer> }> {
  const t = await build({ databaseUrl: null });
  const store = createDiskStore(t.config.uploadDir, { warn: () => undefined });
  const photos = new Map<string, Buffer>();
  for (let index = 0; index < 2; index += 1) {
    const stored = `uploads/images/${randomBytes(16).toString('hex')}.jpg`;
    const content = randomBytes(20_000);
    await store.putBuffer(stored, content);
    photos.set(stored, content);
  }
  const [image1, image2] = [...photos.keys()];
  await insertProperty(t.db, 1, { image1: image1 ?? null, image2: image2 ?? null });
  return { t, photos };
}

/** A temporary folder, removed by `removeFolders`. */
const made: string[] = [];
export async function tempFolder(name = 'backup-test-'): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), name));
  made.push(folder);
  return folder;
}
export async function removeFolders(): Promise<void> {
  for (const folder of made.splice(0)) await fs.rm(folder, { recursive: true, force: true });
}

/** The app's config with backups going to `dir`. */
export function withBackupDir(config: AppConfig, dir: string): AppConfig {
  return { ...config, backup: { ...config.backup, dir } };
}
