import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { UPLOAD_LIMITS } from 'shared-api/contract';
import { HttpError } from '../../src/lib/http-error';
import { buildConfig } from '../../src/plugins/env';
import { createFileStore, type FileStore } from '../../src/uploads/file-store';
import { removeUploads, storeStream, variantPath } from '../../src/uploads/store';
import { uploadStoreForTests } from '../helpers/s3-server';
import {
  makeJpeg,
  makeMp4,
  makeNoisyJpeg,
  makePdf,
  makePixelFlood,
  makePng,
  makeWebm,
} from './fixtures';
import { readStored, storedFiles } from './stored-files';

const storeUnderTest = uploadStoreForTests();
let uploadDir: string;
let settings: ReturnType<typeof buildConfig>;
let store: FileStore;
const read = async (stored: string) => {
  const content = await readStored(settings, stored);
  if (!content) throw new Error(`${stored} is not stored`);
  return content;
};
/** Every file in the store and in the work folder. */
const listFiles = async (): Promise<string[]> => {
  const work = path.join(uploadDir, '.tmp');
  return [...(await storedFiles(settings)), ...(fs.existsSync(work) ? fs.readdirSync(work) : [])];
};

async function expectRefusal(promise: Promise<unknown>, status: number, message: RegExp) {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).statusCode).toBe(status);
  expect((error as HttpError).message).toMatch(message);
}

beforeEach(() => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
  settings = buildConfig({}, { dataDir: uploadDir, uploadDir, ...storeUnderTest.overrides() });
  store = createFileStore(settings);
});
afterEach(async () => {
  await store.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

describe('storeStream', () => {
  it('re-encodes a JPEG without its metadata and writes card, medium and gallery WebP variants', async () => {
    const stored = await storeStream(store, Readable.from(await makeJpeg(3000, 1500)), ['image']);
    expect(stored.kind).toBe('image');
    expect(stored.path).toMatch(/^uploads\/images\/[a-f0-9]{32}\.jpg$/);
    const main = await sharp(await read(stored.path)).metadata();
    expect(main.format).toBe('jpeg');
    expect(main.exif).toBeUndefined();
    expect(Math.max(main.width, main.height)).toBe(2000);
    const card = await sharp(await read(variantPath(stored.path, 'card'))).metadata();
    expect(card.format).toBe('webp');
    expect(card.width).toBe(480);
    const medium = await sharp(await read(variantPath(stored.path, 'medium'))).metadata();
    expect(medium.format).toBe('webp');
    expect(medium.width).toBe(800);
    const gallery = await sharp(await read(variantPath(stored.path, 'gallery'))).metadata();
    expect(gallery.width).toBe(1280);
  });

  it('stores a PNG as JPEG and leaves no temporary file behind', async () => {
    const stored = await storeStream(store, Readable.from(await makePng()), ['image']);
    expect(stored.path).toMatch(/\.jpg$/);
    expect(fs.readdirSync(path.join(uploadDir, '.tmp'))).toEqual([]);
  });

  it('accepts MP4 and WebM videos by their content and keeps them as they are', async () => {
    const mp4 = makeMp4();
    const storedMp4 = await storeStream(store, Readable.from(mp4), ['video']);
    expect(storedMp4.path).toMatch(/^uploads\/videos\/[a-f0-9]{32}\.mp4$/);
    expect((await read(storedMp4.path)).equals(mp4)).toBe(true);
    const storedWebm = await storeStream(store, Readable.from(makeWebm()), ['video']);
    expect(storedWebm.path).toMatch(/\.webm$/);
  });

  it('accepts a PDF or an image as a document', async () => {
    const pdf = await storeStream(store, Readable.from(makePdf()), ['document']);
    expect(pdf).toEqual({
      kind: 'document',
      path: expect.stringMatching(/^uploads\/documents\/.+\.pdf$/) as unknown,
    });
    const scan = await storeStream(store, Readable.from(await makeJpeg()), ['document']);
    expect(scan.path).toMatch(/^uploads\/documents\/.+\.jpg$/);
  });

  it('refuses text pretending to be an image with 415 naming the allowed types', async () => {
    await expectRefusal(
      storeStream(store, Readable.from(Buffer.from('just some text, not a picture')), ['image']),
      415,
      /JPEG, PNG or WebP image/,
    );
    await expectRefusal(
      storeStream(store, Readable.from(await makeJpeg()), ['video']),
      415,
      /MP4 or WebM video/,
    );
    expect(await listFiles()).toEqual([]);
  });

  it('refuses a file with an image header that cannot be decoded', async () => {
    const broken = Buffer.concat([(await makeJpeg()).subarray(0, 200), Buffer.alloc(5000, 7)]);
    await expectRefusal(
      storeStream(store, Readable.from(broken), ['image']),
      415,
      /could not be read/,
    );
    expect(await listFiles()).toEqual([]);
  });

  it('refuses an image of more than 50 megapixels from its header with 413, as a document too', async () => {
    // 7072 × 7072 = 50.01 MP: just over the limit (60 MP before decision 078).
    const flood = await makePixelFlood(7072, 7072);
    for (const kind of ['image', 'document'] as const) {
      await expectRefusal(
        storeStream(store, Readable.from(flood), [kind]),
        413,
        /^Image is too large \(max 50 megapixels\)$/,
      );
    }
    expect(await listFiles()).toEqual([]);
  });

  it('refuses an image over the image limit with 413 and removes the partial file', async () => {
    const jpeg = await makeJpeg();
    const oversized = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_LIMITS.image)]);
    await expectRefusal(
      storeStream(store, Readable.from(oversized), ['image']),
      413,
      /^File is too large \(max 10 MB for images\)$/,
    );
    expect(await listFiles()).toEqual([]);
  });

  it('refuses an empty file', async () => {
    await expectRefusal(
      storeStream(store, Readable.from(Buffer.alloc(0)), ['image']),
      400,
      /empty/,
    );
  });

  // Its time is the bench's to measure (the uploads section); on a loaded machine it takes seconds.
  it("makes a large photo's card image a fraction of its size", async () => {
    const big = await makeNoisyJpeg(3);
    const stored = await storeStream(store, Readable.from(big), ['image']);
    const card = (await read(variantPath(stored.path, 'card'))).length;
    expect(card).toBeLessThan(big.length / 5);
  }, 60_000);
});

describe('removeUploads', () => {
  it('removes a stored image with its variants and ignores null, missing and foreign paths', async () => {
    const stored = await storeStream(store, Readable.from(await makeJpeg()), ['image']);
    const outside = path.join(uploadDir, '..', `keep-${path.basename(uploadDir)}.txt`);
    fs.writeFileSync(outside, 'keep');
    await removeUploads(store, [
      stored.path,
      null,
      undefined,
      'uploads/images/00000000000000000000000000000000.jpg',
      `uploads/../${path.basename(outside)}`,
    ]);
    expect(await listFiles()).toEqual([]);
    expect(fs.existsSync(outside)).toBe(true);
    fs.rmSync(outside);
  });
});

describe('variantPath', () => {
  it('names the WebP variants beside a stored JPEG and leaves other paths alone', () => {
    expect(variantPath('uploads/images/abc.jpg', 'card')).toBe('uploads/images/abc-card.webp');
    expect(variantPath('uploads/images/abc.jpg', 'gallery')).toBe(
      'uploads/images/abc-gallery.webp',
    );
    expect(variantPath('uploads/videos/abc.mp4', 'card')).toBe('uploads/videos/abc.mp4');
    expect(variantPath(null, 'card')).toBeNull();
  });
});
