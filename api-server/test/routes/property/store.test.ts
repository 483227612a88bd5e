import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PROPERTY_FILE_MESSAGES, UPLOAD_LIMITS } from 'shared-api/contract';
import { VARIANTS, variantPath } from '../../../src/uploads/store';
import { uploadStoreForTests } from '../../helpers/s3-server';
import { build, type TestApp } from '../../helpers/build';
import { makeJpeg, makePdf, makePdfWithScript, makeWebm } from '../../uploads/fixtures';
import { isStored, readStored } from '../../uploads/stored-files';
import {
  draftFields,
  postStore,
  requiredFiles,
  seedLookups,
  signedInAgent,
  uploadedFiles,
  type LookupIds,
} from './setup';

const storeUnderTest = uploadStoreForTests();

let t: TestApp;
let ids: LookupIds;
let agent: { id: number; token: string };

beforeAll(async () => {
  t = await build(storeUnderTest.overrides());
  ids = await seedLookups(t.db);
  agent = await signedInAgent(t);
});
afterAll(() => t.close());

describe('POST /api/property/store', () => {
  it('saves a property with two images, a video and a sanction file, owned by the caller', async () => {
    const response = await postStore(t, agent.token, draftFields(ids), await requiredFiles(ids));
    expect(response.statusCode).toBe(201);
    const saved = response.json<{ message: string; id: number; prp_id: string }>();
    expect(saved.message).toBe('Property Details Saved Successfully');
    expect(saved.prp_id).toBe(`PRP${String(saved.id).padStart(6, '0')}`);

    const row = await t.db
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(row.created_by).toBe(agent.id);
    expect(row.map).toBe('https://www.google.com/maps/embed?pb=!1m18!1m12');
    expect(row.image1).toMatch(/^uploads\/images\/[a-f0-9]{32}\.jpg$/);
    expect(row.image2).toMatch(/^uploads\/images\/[a-f0-9]{32}\.jpg$/);
    expect(row.image3).toBeNull();
    expect(row.video).toMatch(/^uploads\/videos\/[a-f0-9]{32}\.mp4$/);
    for (const image of [row.image1, row.image2]) {
      expect(await isStored(t.config, image ?? '')).toBe(true);
      for (const variant of VARIANTS) {
        const file = await readStored(t.config, variantPath(image ?? '', variant));
        expect((await sharp(file ?? Buffer.alloc(0)).metadata()).format).toBe('webp');
      }
    }
    expect(await isStored(t.config, row.video ?? '')).toBe(true);

    const sanctions = await t.db
      .selectFrom('property_sanctions')
      .selectAll()
      .where('property_id', '=', saved.id)
      .execute();
    expect(sanctions).toEqual([
      {
        property_id: saved.id,
        sanction_id: ids.sanctions[0],
        file: expect.stringMatching(/^uploads\/documents\/.+\.pdf$/) as unknown,
      },
    ]);
    const amenities = await t.db
      .selectFrom('property_amenities')
      .select('amenity_id')
      .where('property_id', '=', saved.id)
      .execute();
    expect(amenities.map((a) => a.amenity_id).sort()).toEqual([...ids.amenities].sort());
  });

  it('accepts explicit image slots, a WebM video and plain sanctionFiles paired with the sanction order', async () => {
    const [first, second] = ids.sanctions;
    const response = await postStore(
      t,
      agent.token,
      draftFields(ids, { sanction: [String(second), String(first)] }),
      [
        { name: 'image2', content: await makeJpeg(), filename: 'b.jpg' },
        { name: 'image1', content: await makeJpeg(), filename: 'a.jpg' },
        { name: 'image5', content: await makeJpeg(), filename: 'e.jpg' },
        { name: 'video', content: makeWebm(), filename: 'tour.webm' },
        { name: 'sanctionFiles', content: makePdf(), filename: 'second.pdf' },
        { name: 'sanctionFiles', content: await makeJpeg(), filename: 'first.jpg' },
      ],
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const row = await t.db
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.image5).toMatch(/\.jpg$/);
    expect(row.image3).toBeNull();
    expect(row.video).toMatch(/\.webm$/);
    const links = await t.db
      .selectFrom('property_sanctions')
      .selectAll()
      .where('property_id', '=', id)
      .execute();
    const fileOf = (sanctionId: number) =>
      links.find((link) => link.sanction_id === sanctionId)?.file;
    expect(fileOf(second)).toMatch(/\.pdf$/);
    expect(fileOf(first)).toMatch(/\.jpg$/);
  });

  it('refuses without a token (401) and stores nothing', async () => {
    const before = await uploadedFiles(t.config);
    const response = await postStore(t, null, draftFields(ids), await requiredFiles(ids));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in' });
    expect(await uploadedFiles(t.config)).toEqual(before);
  });

  it('answers the required file messages as field errors and keeps none of the sent files', async () => {
    const before = await uploadedFiles(t.config);
    const response = await postStore(t, agent.token, draftFields(ids), [
      { name: 'images', content: await makeJpeg(), filename: 'only-one.jpg' },
    ]);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: Record<string, string> }>();
    expect(body.errors).toMatchObject({
      image2: PROPERTY_FILE_MESSAGES.image2,
      video: PROPERTY_FILE_MESSAGES.video,
      [`sanctionFiles[${ids.sanctions[0]}]`]: PROPERTY_FILE_MESSAGES.sanctionFile,
    });
    expect(body.errors.image1).toBeUndefined();
    expect(await uploadedFiles(t.config)).toEqual(before);
  });

  it('answers image1 is required when no image is sent', async () => {
    const response = await postStore(t, agent.token, draftFields(ids), []);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors.image1).toBe(
      PROPERTY_FILE_MESSAGES.image1,
    );
  });

  it('removes every streamed file when the fields fail validation after the files arrived', async () => {
    const before = await uploadedFiles(t.config);
    const response = await postStore(
      t,
      agent.token,
      draftFields(ids, { price: 'lots' }),
      await requiredFiles(ids),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Price must be a whole number of rupees' });
    expect(await uploadedFiles(t.config)).toEqual(before);
  });

  it('refuses ids that name no lookup row with a field error and keeps no file', async () => {
    const before = await uploadedFiles(t.config);
    const response = await postStore(
      t,
      agent.token,
      draftFields(ids, { cities: '99999' }),
      await requiredFiles(ids),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { cities: 'City must be chosen from the list' },
    });
    expect(await uploadedFiles(t.config)).toEqual(before);
  });

  it('refuses a text file named .jpg with 415 and keeps the files stored before it', async () => {
    const before = await uploadedFiles(t.config);
    const response = await postStore(t, agent.token, draftFields(ids), [
      { name: 'images', content: await makeJpeg(), filename: 'good.jpg' },
      {
        name: 'images',
        content: Buffer.from('I am not a picture'),
        filename: 'evil.jpg',
        contentType: 'image/jpeg',
      },
    ]);
    expect(response.statusCode).toBe(415);
    const body = response.json<{ message: string; errors: Record<string, string> }>();
    expect(body.message).toMatch(/JPEG, PNG or WebP image/);
    // The refusal names the slot the file went to, so the form shows it beside that file.
    expect(body.errors).toEqual({ image2: body.message });
    expect(await uploadedFiles(t.config)).toEqual(before);
  });

  it('refuses a picture sent as the video with 415 naming the video types', async () => {
    const files = await requiredFiles(ids);
    const pictureAsVideo = files.map((file) =>
      file.name === 'video' ? { ...file, content: makePdf(), filename: 'tour.mp4' } : file,
    );
    const response = await postStore(t, agent.token, draftFields(ids), pictureAsVideo);
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(/MP4 or WebM video/);
    expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty('video');
  });

  it('refuses an image over 10 MB with 413 and keeps none of the request’s files', async () => {
    const before = await uploadedFiles(t.config);
    const files = await requiredFiles(ids);
    const huge = Buffer.concat([await makeJpeg(), Buffer.alloc(UPLOAD_LIMITS.image)]);
    files.push({ name: 'images', content: huge, filename: 'huge.jpg' });
    const response = await postStore(t, agent.token, draftFields(ids), files);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'File is too large (max 10 MB for images)',
      errors: { image3: 'File is too large (max 10 MB for images)' },
    });
    expect(await uploadedFiles(t.config)).toEqual(before);
  });

  it('stores a file sent with a path as its name under a random name inside the upload root', async () => {
    const files = await requiredFiles(ids);
    files[0] = { name: 'images', content: await makeJpeg(), filename: '../../evil.jpg' };
    const response = await postStore(t, agent.token, draftFields(ids), files);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const row = await t.db
      .selectFrom('properties')
      .select('image1')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.image1).toMatch(/^uploads\/images\/[a-f0-9]{32}\.jpg$/);
    expect((await uploadedFiles(t.config)).some((file) => file.includes('evil'))).toBe(false);
    expect(fs.existsSync(path.join(t.config.uploadDir, '../evil.jpg'))).toBe(false);
  });

  it('serves a sanction PDF with an /OpenAction script as a sandboxed download, and the photos inline', async () => {
    const files = (await requiredFiles(ids)).map((file) =>
      file.name.startsWith('sanctionFiles') ? { ...file, content: makePdfWithScript() } : file,
    );
    const response = await postStore(t, agent.token, draftFields(ids), files);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const detail = await t.app.inject({ url: `/api/property/details/${id}` });
    const { sanction_files: sanctionFile, image1 } = detail.json<{
      sanction_files: string;
      image1: string;
    }>();
    expect(sanctionFile).toMatch(/^uploads\/documents\/[a-f0-9]{32}\.pdf$/);

    const pdf = await t.app.inject({ url: `/${sanctionFile}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${sanctionFile.split('/').pop()}"`,
    );
    expect(pdf.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.rawPayload.includes('/OpenAction')).toBe(true);

    const photo = await t.app.inject({ url: `/${image1}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-disposition']).toMatch(/^inline; /);
  });
});
