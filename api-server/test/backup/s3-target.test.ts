import fs from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { restoreBackup } from '../../src/backup/restore';
import { runBackup } from '../../src/backup/run-backup';
import { createS3Target } from '../../src/backup/s3-target';
import type { AppConfig } from '../../src/plugins/env';
import { createS3Client } from '../../src/uploads/s3-client';
import type { TestApp } from '../helpers/build';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { buildWithData, removeFolders, tempFolder } from './setup';

jest.setTimeout(60_000);

let t: TestApp;
let photos: Map<string, Buffer>;
let s3: TestS3Server;
let config: AppConfig;

beforeAll(async () => {
  s3 = await startS3Server();
  ({ t, photos } = await buildWithData());
  config = { ...t.config, backup: { ...t.config.backup, dir: null, s3: s3.settings('backups/') } };
});
afterAll(async () => {
  await t.close();
  await s3.stop();
  await removeFolders();
});

describe('backups in an S3 bucket (a real S3-protocol server)', () => {
  it('uploads a backup, lists it as complete, and restores it from its s3:// address', async () => {
    const result = await runBackup(config, { db: t.db });
    expect(result.locations).toEqual([`s3://property-uploads/backups/${result.name}`]);
    const target = createS3Target(config.backup.s3!);
    expect((await target.list()).map((entry) => entry.name)).toEqual([result.name]);
    expect(await target.readStatus()).toMatchObject({ ok: true, name: result.name });

    const dataDir = path.join(await tempFolder(), 'data');
    const report = await restoreBackup(config, { source: result.locations[0]!, dataDir });
    expect(report.rowCounts.properties).toBe(1);
    expect(report.files).toBe(photos.size);
    for (const [stored, content] of photos) {
      expect((await fs.readFile(path.join(dataDir, stored))).equals(content)).toBe(true);
    }
  });

  it('does not list a backup whose manifest never arrived, and clears it away once stale', async () => {
    const settings = config.backup.s3!;
    const name = 'backup-20200101T000000000Z';
    await createS3Client(settings).send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: `${settings.prefix}${name}/database.sqlite`,
        Body: 'half a backup',
      }),
    );
    const target = createS3Target(settings);
    expect((await target.list()).map((entry) => entry.name)).not.toContain(name);
    const dataDir = path.join(await tempFolder(), 'data');
    await expect(
      restoreBackup(config, {
        source: `s3://${settings.bucket}/${settings.prefix}${name}`,
        dataDir,
      }),
    ).rejects.toThrow(/is not a complete backup: it has no manifest.json/);
    await target.removeStale(new Date());
    expect(await fs.readdir(await target.fetch(name))).toEqual([]);
  });
});
