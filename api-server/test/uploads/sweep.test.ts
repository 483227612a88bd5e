import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { storeStream, VARIANTS, variantPath } from '../../src/uploads/store';
import { sweepOrphanUploads } from '../../src/uploads/sweep';
import { build, type TestApp } from '../helpers/build';
import { seedLookups, storeProperty } from '../routes/property/setup';
import { makeJpeg } from './fixtures';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await build();
  const owner = await t.createUser();
  token = await t.signIn(owner.username, owner.password);
});
afterAll(() => t.close());

const onDisk = (stored: string) =>
  fs.existsSync(path.join(t.config.uploadDir, stored.slice('uploads/'.length)));

async function leaveOrphans() {
  const image = await storeStream(t.config, Readable.from(await makeJpeg()), ['image']);
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

    const removed = await sweepOrphanUploads(t.db, { ...t.config, orphanUploadMinAgeMs: 0 });

    expect(removed).toBe(5); // the orphan image, its three variants and the temporary file
    expect(onDisk(orphans.image)).toBe(false);
    expect(onDisk(variantPath(orphans.image, 'card'))).toBe(false);
    expect(fs.existsSync(orphans.temp)).toBe(false);
    const keptVariants = VARIANTS.map((variant) => variantPath(kept.image1!, variant));
    for (const stored of [kept.image1!, ...keptVariants, kept.video!]) {
      expect(onDisk(stored)).toBe(true);
    }
  });

  it('leaves recent orphans alone when another process may still be saving them', async () => {
    const orphans = await leaveOrphans();
    const removed = await sweepOrphanUploads(t.db, { ...t.config, orphanUploadMinAgeMs: 60_000 });
    expect(removed).toBe(0);
    expect(onDisk(orphans.image)).toBe(true);
    expect(fs.existsSync(orphans.temp)).toBe(true);
  });
});
