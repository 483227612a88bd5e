import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../src/uploads/store-settings';
import { storeStream, variantPath, type StoredUpload } from '../../src/uploads/store';
import { build, type TestApp } from '../helpers/build';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { makeJpeg, makeMp4, makePdfWithScript } from './fixtures';
import { testClient } from './stored-files';

/** The same files stored by an app on disk and by an app on a bucket. */
interface Stored {
  image: StoredUpload;
  video: StoredUpload;
  pdf: StoredUpload;
  scan: StoredUpload;
}

let s3: TestS3Server;
let disk: TestApp;
let bucket: TestApp;
let settings: S3Settings;
const files = new Map<TestApp, Stored>();

async function storeEach(t: TestApp): Promise<Stored> {
  const put = async (content: Buffer, kind: 'image' | 'video' | 'document') =>
    storeStream(t.app.uploads, Readable.from(content), [kind]);
  return {
    image: await put(await makeJpeg(900, 600), 'image'),
    video: await put(makeMp4(4096), 'video'),
    pdf: await put(makePdfWithScript(), 'document'),
    scan: await put(await makeJpeg(), 'document'),
  };
}

beforeAll(async () => {
  s3 = await startS3Server();
  settings = s3.settings();
  disk = await build();
  bucket = await build({ uploadStore: settings });
  for (const t of [disk, bucket]) files.set(t, await storeEach(t));
});
afterAll(async () => {
  await disk.close();
  await bucket.close();
  await s3.stop();
});

/** Headers that differ between any two answers (time, tags, the rate limit's count). */
const VARYING = new Set(['date', 'etag', 'last-modified', 'connection']);

async function answer(
  t: TestApp,
  url: (stored: Stored) => string,
  options: { method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {},
) {
  const stored = files.get(t);
  if (!stored) throw new Error('nothing stored');
  const response = await t.app.inject({
    method: options.method ?? 'GET',
    url: url(stored),
    headers: options.headers,
  });
  const headers = Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !VARYING.has(name) && !name.startsWith('x-ratelimit'))
      // The stored names are random: each app has its own.
      .map(([name, value]) => [name, String(value).replace(/[a-f0-9]{32}/g, '<name>')]),
  );
  return { status: response.statusCode, headers, body: response.rawPayload };
}

describe('uploads in a bucket (UPLOADS_STORE=s3)', () => {
  it('stores every kind of file in the bucket, typed, and none on the local disk', async () => {
    const stored = files.get(bucket)!;
    for (const folder of ['images', 'videos', 'documents']) {
      expect(fs.existsSync(path.join(bucket.config.uploadDir, folder))).toBe(false);
    }
    expect(fs.readdirSync(path.join(bucket.config.uploadDir, '.tmp'))).toEqual([]);
    const client = testClient(settings);
    const typeOf = async (stored: string) =>
      (
        await client.send(
          new HeadObjectCommand({ Bucket: settings.bucket, Key: `${settings.prefix}${stored}` }),
        )
      ).ContentType;
    expect(await typeOf(stored.image.path)).toBe('image/jpeg');
    expect(await typeOf(variantPath(stored.image.path, 'gallery'))).toBe('image/webp');
    expect(await typeOf(stored.video.path)).toBe('video/mp4');
    expect(await typeOf(stored.pdf.path)).toBe('application/pdf');
    client.destroy();
  });

  it.each<[string, (stored: Stored) => string, Record<string, string>]>([
    ['an image', (s) => `/${s.image.path}`, {}],
    ['an image variant', (s) => `/${variantPath(s.image.path, 'card')}`, {}],
    ['a video', (s) => `/${s.video.path}`, {}],
    ['a PDF sanction file', (s) => `/${s.pdf.path}`, {}],
    ['a scanned sanction file', (s) => `/${s.scan.path}`, {}],
    ['a video from a byte on', (s) => `/${s.video.path}`, { range: 'bytes=1000-' }],
    ['a video between two bytes', (s) => `/${s.video.path}`, { range: 'bytes=100-199' }],
    ['the end of a video', (s) => `/${s.video.path}`, { range: 'bytes=-100' }],
    ['a video for several ranges', (s) => `/${s.video.path}`, { range: 'bytes=0-9,20-29' }],
    [
      'a document spelled otherwise',
      (s) => `/${s.pdf.path.replace('documents', '%64ocuments')}`,
      {},
    ],
    ['a missing file', () => `/uploads/images/${'0'.repeat(32)}.jpg`, {}],
    ['a work file', () => '/uploads/.tmp/anything', {}],
    ['a path out of the folder', () => '/uploads/..%2f..%2fapi-test.sqlite', {}],
  ])(
    'serves %s as the disk store does: status, type, headers and bytes',
    async (_, url, headers) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const fromDisk = await answer(disk, url, { method, headers });
        const fromBucket = await answer(bucket, url, { method, headers });
        expect(fromBucket).toEqual(fromDisk);
      }
    },
  );

  it('answers a revalidation with 304 and the same headers as the disk store', async () => {
    const revalidate = async (t: TestApp) => {
      const url = (stored: Stored) => `/${stored.image.path}`;
      const first = await t.app.inject({ url: url(files.get(t)!) });
      return answer(t, url, { headers: { 'if-none-match': String(first.headers.etag) } });
    };
    const fromDisk = await revalidate(disk);
    expect(fromDisk.status).toBe(304);
    expect(await revalidate(bucket)).toEqual(fromDisk);
  });

  it('answers a range past the end with 416 and the file size', async () => {
    const response = await bucket.app.inject({
      url: `/${files.get(bucket)!.video.path}`,
      headers: { range: 'bytes=4096-' },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */4096');
    expect(response.json()).toEqual({ message: 'The requested range is not satisfiable' });
  });

  it('serves only stored uploads of its own prefix, never another object of the bucket', async () => {
    const client = testClient(settings);
    const name = 'f'.repeat(32);
    const put = (Key: string) =>
      client.send(new PutObjectCommand({ Bucket: settings.bucket, Key, Body: 'not ours' }));
    await put(`${settings.prefix}uploads/images/notes.txt`);
    // Another site's upload in the same bucket, under its own prefix.
    await put(`other-site/uploads/images/${name}.jpg`);
    await put(`uploads/images/${name}.jpg`);
    client.destroy();
    for (const url of ['/uploads/images/notes.txt', `/uploads/images/${name}.jpg`]) {
      const response = await bucket.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });
});
