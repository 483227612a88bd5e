import sharp from 'sharp';
import type { PropertyDetail } from 'shared-api/contract';
import { uploadStoreForTests } from '../../helpers/s3-server';
import { build, bearer, type TestApp } from '../../helpers/build';
import { deleteStored } from '../../uploads/stored-files';
import { putUpdate, seedLookups, storeProperty, type LookupIds } from './setup';

const storeUnderTest = uploadStoreForTests();

let t: TestApp;
let ids: LookupIds;
let token: string;

beforeAll(async () => {
  t = await build(storeUnderTest.overrides());
  ids = await seedLookups(t.db);
  const owner = await t.createUser();
  token = await t.signIn(owner.username, owner.password);
});
afterAll(() => t.close());

const shareImage = (id: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/property/${id}/share-image`, headers });

async function update(id: number, fields: Record<string, string>) {
  expect((await putUpdate(t, token, id, fields)).statusCode).toBe(200);
}

/** A property straight in the table: no photo, any name. */
async function insertBare(projectName: string, cityId: number | null = null): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await t.db
    .insertInto('properties')
    .values({
      prp_id: `PRPSHARE${Math.random().toString(36).slice(2, 8)}`,
      address: 'Somewhere',
      project_name: projectName,
      price: 4_500_000,
      city_id: cityId,
      created_by: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The mean colour of a region, and how many of its pixels are near white (drawn text). */
async function region(jpeg: Buffer, left: number, top: number, width: number, height: number) {
  const { data, info } = await sharp(jpeg)
    .extract({ left, top, width, height })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let red = 0;
  let green = 0;
  let blue = 0;
  let white = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    const [r = 0, g = 0, b = 0] = [data[index], data[index + 1], data[index + 2]];
    red += r;
    green += g;
    blue += b;
    if (r > 220 && g > 220 && b > 220) white += 1;
  }
  const pixels = data.length / info.channels;
  return { red: red / pixels, green: green / pixels, blue: blue / pixels, white };
}

describe('GET /api/property/:id/share-image', () => {
  it('answers a 1200 × 630 JPEG of at most 300 KB, cached for an hour with an ETag', async () => {
    const { id } = await storeProperty(t, token, ids, { projectName: 'Green Meadows' });
    const response = await shareImage(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toMatch(/^"[a-f0-9]{32}"$/);
    const body = response.rawPayload;
    expect(body.length).toBeLessThanOrEqual(300 * 1024);
    const meta = await sharp(body).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    // The photo (the fixture's flat #3366cc) fills the top; the band below is darker and
    // carries white text (the project name), so the text renders with this machine's fonts.
    const top = await region(body, 40, 120, 300, 200);
    expect(top.blue).toBeGreaterThan(170);
    const band = await region(body, 0, 400, 1200, 230);
    expect(band.blue).toBeLessThan(top.blue / 2);
    expect(band.white).toBeGreaterThan(1000);
  });

  it('accepts and ignores ?v=, and answers 304 to If-None-Match with its ETag', async () => {
    const { id } = await storeProperty(t, token, ids);
    const first = await shareImage(id);
    const detail = (
      await t.app.inject({ url: `/api/property/details/${id}` })
    ).json<PropertyDetail>();
    const versioned = await t.app.inject({
      url: `/api/property/${id}/share-image?v=${encodeURIComponent(detail.updated_at)}`,
    });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers.etag).toBe(first.headers.etag);
    expect(versioned.rawPayload.equals(first.rawPayload)).toBe(true);

    const etag = String(first.headers.etag);
    const again = await shareImage(id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=3600');
    const weak = await shareImage(id, { 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    expect((await shareImage(id, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('is made again when the property changes, and when its city is renamed', async () => {
    const { id } = await storeProperty(t, token, ids, { projectName: 'Before' });
    const before = await shareImage(id);

    await update(id, { project_name: 'After the change', price: '12500000' });
    const changed = await shareImage(id);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(before.headers.etag);
    expect(changed.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(
      (await shareImage(id, { 'if-none-match': String(before.headers.etag) })).statusCode,
    ).toBe(200);

    // The city's name is drawn, and renaming a city does not touch its properties' updated_at.
    await t.db
      .updateTable('cities')
      .set({ name: 'Renamed City' })
      .where('id', '=', ids.cities[0])
      .execute();
    const renamed = await shareImage(id);
    expect(renamed.headers.etag).not.toBe(changed.headers.etag);
    expect(renamed.rawPayload.equals(changed.rawPayload)).toBe(false);
  });

  it('draws the placeholder for a property without a photo or whose photo is gone', async () => {
    const bare = await shareImage(await insertBare('No Photo Yet', ids.cities[1]));
    expect(bare.statusCode).toBe(200);
    expect((await sharp(bare.rawPayload).metadata()).width).toBe(1200);
    // The placeholder's pale blue-grey gradient, not the fixture photo's blue.
    const sky = await region(bare.rawPayload, 40, 120, 300, 200);
    expect(sky.red).toBeGreaterThan(190);

    const { id } = await storeProperty(t, token, ids);
    const detail = (
      await t.app.inject({ url: `/api/property/details/${id}` })
    ).json<PropertyDetail>();
    await deleteStored(t.config, detail.image1 ?? '');
    const lost = await shareImage(id);
    expect(lost.statusCode).toBe(200);
    expect((await region(lost.rawPayload, 40, 120, 300, 200)).red).toBeGreaterThan(190);
  });

  it('writes any project name, markup and control characters included', async () => {
    const names = [
      '<script>alert("x")</script> & \'Co\' ]]> <!--',
      'Tab\tand\nnew line\u0007\u001f with \ud800 a lone surrogate',
      `${'Shree Siddhivinayak Residency '.repeat(5)}🏠 नमस्ते`,
    ];
    for (const name of names) {
      const response = await shareImage(await insertBare(name));
      expect({ name, status: response.statusCode }).toEqual({ name, status: 200 });
      expect((await sharp(response.rawPayload).metadata()).height).toBe(630);
    }
  });

  it("answers 404 in the API's shape, not cached, for an unknown, malformed or deleted id", async () => {
    const { id } = await storeProperty(t, token, ids);
    expect((await shareImage(id)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/property/properties/${id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);

    for (const bad of [id, 424242, 'abc', '0', '-1', '01', '1.5', '1e3', '9'.repeat(20), '%20']) {
      const response = await shareImage(bad);
      expect({ bad, status: response.statusCode }).toEqual({ bad, status: 404 });
      expect(response.json()).toEqual({ message: 'Property not found' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('GET /api/site/share-image', () => {
  it("answers the broker's name and tagline on the placeholder, 1200 × 630, with an ETag", async () => {
    const response = await t.app.inject({ url: '/api/site/share-image' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const body = response.rawPayload;
    expect(body.length).toBeLessThanOrEqual(300 * 1024);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect((await region(body, 0, 400, 1200, 230)).white).toBeGreaterThan(1000);

    const again = await t.app.inject({ url: '/api/site/share-image' });
    expect(again.rawPayload.equals(body)).toBe(true);
    const etag = String(response.headers.etag);
    const notModified = await t.app.inject({
      url: '/api/site/share-image',
      headers: { 'if-none-match': etag },
    });
    expect(notModified.statusCode).toBe(304);
  });

  it('differs with the configured broker name', async () => {
    const other = await build({
      ...storeUnderTest.overrides(),
      site: { ...t.config.site, brokerName: 'Another Broker', tagline: 'Other words' },
    });
    try {
      const mine = await t.app.inject({ url: '/api/site/share-image' });
      const theirs = await other.app.inject({ url: '/api/site/share-image' });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.headers.etag).not.toBe(mine.headers.etag);
      expect(theirs.rawPayload.equals(mine.rawPayload)).toBe(false);
    } finally {
      await other.close();
    }
  });
});
