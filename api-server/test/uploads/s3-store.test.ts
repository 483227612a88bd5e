import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createFileStore } from '../../src/uploads/file-store';
import { createS3Store } from '../../src/uploads/s3-store';
import type { S3Settings } from '../../src/uploads/store-settings';
import { removeUploads, storeStream } from '../../src/uploads/store';
import { sweepOrphanUploads } from '../../src/uploads/sweep';
import { bearer, build, type TestApp } from '../helpers/build';
import { startS3Server, TEST_BUCKET, type TestS3Server } from '../helpers/s3-server';
import {
  draftFields,
  postStore,
  requiredFiles,
  seedLookups,
  storeProperty,
  type LookupIds,
} from '../routes/property/setup';
import { makeJpeg } from './fixtures';
import { isStored, storedFiles, testClient } from './stored-files';

let s3: TestS3Server;
let t: TestApp;
let settings: S3Settings;
let token: string;
let ids: LookupIds;

beforeAll(async () => {
  s3 = await startS3Server();
  settings = s3.settings();
  t = await build({ uploadStore: settings });
  ids = await seedLookups(t.db);
  const owner = await t.createUser();
  token = await t.signIn(owner.username, owner.password);
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

async function putObject(Key: string): Promise<void> {
  const client = testClient(settings);
  await client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key, Body: 'not an upload' }));
  client.destroy();
}

describe('a property saved with uploads in a bucket', () => {
  it('puts every file in the bucket, serves it, and deleting the property deletes its objects', async () => {
    const before = await storedFiles(t.config);
    const { id } = await storeProperty(t, token, ids);
    const stored = await storedFiles(t.config);
    // 2 images × 4 files (the image and its three variants), the video and a sanction file.
    expect(stored).toHaveLength(before.length + 10);
    for (const file of stored) {
      expect((await t.app.inject({ url: `/uploads/${file}` })).statusCode).toBe(200);
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/property/properties/${id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedFiles(t.config)).toEqual(before);
  });

  it('leaves no object behind when the form is refused after its files arrived', async () => {
    const before = await storedFiles(t.config);
    const fields = draftFields(ids, { price: 'a lot' });
    const response = await postStore(t, token, fields, await requiredFiles(ids));
    expect(response.statusCode).toBe(400);
    expect(await storedFiles(t.config)).toEqual(before);
    expect(fs.readdirSync(path.join(t.config.uploadDir, '.tmp'))).toEqual([]);
  });
});

describe('the orphan sweep on a bucket', () => {
  it('lists page by page and deletes only its own orphans: never a referenced file, another prefix or a foreign object', async () => {
    await storeProperty(t, token, ids);
    const kept = await storedFiles(t.config);
    const orphan = await storeStream(t.app.uploads, Readable.from(await makeJpeg()), ['image']);
    const name = 'e'.repeat(32);
    await putObject(`${settings.prefix}uploads/images/notes.txt`);
    await putObject(`${settings.prefix}backups/${name}.jpg`);
    await putObject(`other-site/uploads/images/${name}.jpg`);
    // Pages of two objects: the listing goes on past the first page.
    const store = createS3Store(settings, t.config.uploadDir, t.app.log, { listPageSize: 2 });

    const removed = await sweepOrphanUploads(t.db, store, { minAgeMs: 0 });
    await store.close();

    expect(removed).toBe(4); // the orphan image and its three variants
    expect(await isStored(t.config, orphan.path)).toBe(false);
    expect(await storedFiles(t.config)).toEqual([...kept, 'images/notes.txt'].sort());
    const other = { ...t.config, uploadStore: { ...settings, prefix: 'other-site/' } };
    expect(await storedFiles(other)).toEqual([`images/${name}.jpg`]);
  });
});

describe('a bucket that fails', () => {
  it('stops the start with a message naming the bucket and the settings to check', async () => {
    const missing = { ...settings, bucket: 'no-such-bucket' };
    const store = createFileStore({ uploadDir: t.config.uploadDir, uploadStore: missing });
    await expect(store.check()).rejects.toThrow(
      /^The upload bucket s3:\/\/no-such-bucket\/test-[a-f0-9]+\/ at http:\/\/127\.0\.0\.1:\d+ cannot be used: .*\(404\).* Check S3_BUCKET, S3_ENDPOINT, S3_REGION/,
    );
    await store.close();
  });

  it('logs a delete it refuses and leaves the file to the sweep, without failing the request', async () => {
    const warn = jest.fn();
    const missing = { ...settings, bucket: 'no-such-bucket' };
    const store = createFileStore(
      { uploadDir: t.config.uploadDir, uploadStore: missing },
      { warn },
    );
    await removeUploads(store, ['uploads/videos/0123456789abcdef0123456789abcdef.mp4']);
    await store.close();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ files: ['uploads/videos/0123456789abcdef0123456789abcdef.mp4'] }),
      'could not delete upload files; the sweep will',
    );
  });
});
