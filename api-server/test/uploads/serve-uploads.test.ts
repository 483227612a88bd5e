import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { storeStream, variantPath } from '../../src/uploads/store';
import { build, type TestApp } from '../helpers/build';
import { uploadStoreForTests } from '../helpers/s3-server';
import { makeJpeg, makeMp4, makePdf, makePdfWithScript } from './fixtures';
import { deleteStored, isStored, storedFiles } from './stored-files';

const storeUnderTest = uploadStoreForTests();
let t: TestApp;

beforeAll(async () => {
  t = await build(storeUnderTest.overrides());
});
afterAll(() => t.close());

describe('GET /uploads/*', () => {
  it('serves a stored image with nosniff and a year of immutable caching', async () => {
    const stored = await storeStream(t.app.uploads, Readable.from(await makeJpeg()), ['image']);
    const response = await t.app.inject({ url: `/${stored.path}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const card = await t.app.inject({ url: `/${stored.path.replace('.jpg', '-card.webp')}` });
    expect(card.headers['content-type']).toBe('image/webp');
  });

  it('renders a variant missing from disk from the stored image before serving it, also to requests at once', async () => {
    const stored = await storeStream(t.app.uploads, Readable.from(await makeJpeg(1600, 900)), [
      'image',
    ]);
    const medium = variantPath(stored.path, 'medium');
    // As if stored before the 800 px variant existed.
    await deleteStored(t.config, medium);

    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ url: `/${medium}` })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect((await sharp(answer.rawPayload).metadata()).width).toBe(800);
    }
    expect(await isStored(t.config, medium)).toBe(true);
    expect(fs.readdirSync(path.join(t.config.uploadDir, '.tmp'))).toEqual([]);
  });

  it('renders nothing for a variant whose image is not stored', async () => {
    const before = await storedFiles(t.config);
    const response = await t.app.inject({
      url: `/uploads/images/${'0'.repeat(32)}-medium.webp`,
    });
    expect(response.statusCode).toBe(404);
    expect(await storedFiles(t.config)).toEqual(before);
  });

  it('serves a stored PDF as a PDF', async () => {
    const stored = await storeStream(t.app.uploads, Readable.from(makePdf()), ['document']);
    const response = await t.app.inject({ url: `/${stored.path}` });
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  it('serves documents as sandboxed downloads named by their stored name, whatever the URL spelling', async () => {
    const pdf = await storeStream(t.app.uploads, Readable.from(makePdfWithScript()), ['document']);
    const scan = await storeStream(t.app.uploads, Readable.from(await makeJpeg()), ['document']);
    const name = (stored: string) => stored.split('/').pop() ?? '';
    const encoded = `/${pdf.path.replace('documents', '%64ocuments')}`;
    for (const [url, stored] of [
      [`/${pdf.path}`, pdf.path],
      [encoded, pdf.path],
      [`/${scan.path}`, scan.path],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="${name(stored)}"`,
        );
        expect(response.headers['content-security-policy']).toBe(
          "default-src 'none'; frame-ancestors 'none'; sandbox",
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('serves images and videos inline, as the pages show them, named by their stored name', async () => {
    const image = await storeStream(t.app.uploads, Readable.from(await makeJpeg()), ['image']);
    const video = await storeStream(t.app.uploads, Readable.from(makeMp4()), ['video']);
    for (const stored of [image.path, variantPath(image.path, 'card'), video.path]) {
      const response = await t.app.inject({ url: `/${stored}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="${stored.split('/').pop()}"`,
      );
      expect(response.headers['content-security-policy']).not.toMatch(/sandbox/);
    }
  });

  it.each([
    '/uploads/',
    '/uploads/images/',
    '/uploads/images/missing.jpg',
    '/uploads/.tmp/anything',
    '/uploads/..%2f..%2fapi-test.sqlite',
    '/uploads/%2e%2e/property-site.sqlite',
  ])('does not serve %s', async (url) => {
    const response = await t.app.inject({ url });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});
