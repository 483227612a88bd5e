import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { storeStream, VARIANTS, variantPath } from '../../src/uploads/store';
import { sweepOrphanUploads } from '../../src/uploads/sweep';
import { build, type TestApp } from '../helpers/build';
import { uploadStoreForTests } from '../helpers/s3-server';
import { seedLookups, storeProperty } from '../routes/property/setup';
import { makeJpeg } from './fixtures';
import { isStored } from './stored-files';

const storeUnderTest = uploadStoreForTests();
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await build(storeUnderTest.overrides());
  const owner = await t.createUser();
  token = await t.signIn(owner.username, owner.password);
});
afterAll(() => t.close());

const stored = (file: string) => isStored(t.config, file);

async function leaveOrphans() {
  const image = await storeStream(t.app.uploads, Readable.from(await makeJpeg()), ['image']);
  const temp = path.join(t.config.uploadDir, '.tmp', 'cut-off.upload');
  fs.mkdirSync(path.dirname(temp), { recursive: true });
  fs.writeFileSync(temp, 'half of a file');
  return { image: image.path, temp };
}

describe('sweepOrphanUploads', () => {
  it('removes files no row refers to and half-written uploads, and keeps every referenced file', async () => {
    const ids = await seedLookups(t.db);
    const { id } = await storeProperty(t, token, ids);
    const kept = await t.db
      .selectFrom('properties')
      .select(['image1', 'video'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const orphans = await leaveOrphans();

    const removed = await sweepOrphanUploads(t.db, t.app.uploads, { minAgeMs: 0 });

    expect(removed).toBe(5); // the orphan image, its three variants and the temporary file
    expect(await stored(orphans.image)).toBe(false);
    expect(await stored(variantPath(orphans.image, 'card'))).toBe(false);
    expect(fs.existsSync(orphans.temp)).toBe(false);
    const keptVariants = VARIANTS.map((variant) => variantPath(kept.image1!, variant));
    for (const file of [kept.image1!, ...keptVariants, kept.video!]) {
      expect(await stored(file)).toBe(true);
    }
  });

  it('leaves recent orphans alone when another process may still be saving them', async () => {
    const orphans = await leaveOrphans();
    const removed = await sweepOrphanUploads(t.db, t.app.uploads, { minAgeMs: 60_000 });
    expect(removed).toBe(0);
    expect(await stored(orphans.image)).toBe(true);
    expect(fs.existsSync(orphans.temp)).toBe(true);
  });

  it('takes an orphan once it is older than the minimum age, measured by the store’s clock', async () => {
    await sweepOrphanUploads(t.db, t.app.uploads, { minAgeMs: 0 });
    const orphans = await leaveOrphans();
    // Ten minutes from now, the orphans are ten minutes old: past a five-minute minimum.
    const later = Date.now() + 10 * 60_000;
    const removed = await sweepOrphanUploads(t.db, t.app.uploads, {
      minAgeMs: 5 * 60_000,
      now: later,
    });
    expect(removed).toBe(5);
    expect(await stored(orphans.image)).toBe(false);
  });
});

describe('the running sweep (shared uploads)', () => {
  it('keeps sweeping after the start, so a crashed save restarted at once is cleaned up later', async () => {
    const running = await build({
      ...storeUnderTest.overrides(),
      orphanUploadMinAgeMs: 0,
      orphanSweepEveryMs: 100,
    });
    try {
      const image = await storeStream(running.app.uploads, Readable.from(await makeJpeg()), [
        'image',
      ]);
      const deadline = Date.now() + 20_000;
      while ((await isStored(running.config, image.path)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await isStored(running.config, image.path)).toBe(false);
    } finally {
      await running.close();
    }
  });
});
