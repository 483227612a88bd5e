import fs from 'node:fs';
import path from 'node:path';
import { uploadStoreForTests } from '../../helpers/s3-server';
import { bearer, build, type TestApp } from '../../helpers/build';
import {
  makeJpeg,
  makeMp4,
  makePdf,
  multipartInOrder,
  type FieldPart,
  type FilePart,
} from '../../uploads/fixtures';
import {
  draftFields,
  postStore,
  requiredFiles,
  seedLookups,
  signedInAgent,
  storeProperty,
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

/**
 * A part that is refused with 415 if it is ever received: a form answered otherwise never read it.
 * (Refused as it arrives, a part is neither received nor decoded.)
 */
const unreadable = (name: string): FilePart => ({
  name,
  content: Buffer.from('not a picture, a video or a PDF'),
  filename: 'x.jpg',
  contentType: 'image/jpeg',
});

/** A JPEG header over garbage: received as an image, it fails only when decoded (415). */
async function undecodable(name: string): Promise<FilePart> {
  const head = (await makeJpeg()).subarray(0, 200);
  return { name, content: Buffer.concat([head, Buffer.alloc(5000, 7)]), filename: 'x.jpg' };
}

const jpeg = async (name: string): Promise<FilePart> => ({
  name,
  content: await makeJpeg(),
  filename: `${name}.jpg`,
});

/** The work folder and the stored files, to show that a refused form leaves nothing behind. */
async function everyFile(): Promise<string[]> {
  const temp = path.join(t.config.uploadDir, '.tmp');
  const working = fs.existsSync(temp) ? fs.readdirSync(temp).map((name) => `.tmp/${name}`) : [];
  return [...(await uploadedFiles(t.config)), ...working];
}

function fieldParts(fields: Record<string, string | string[]>): FieldPart[] {
  return Object.entries(fields).flatMap(([name, value]) =>
    [value].flat().map((item) => ({ name, value: item })),
  );
}

async function send(method: 'POST' | 'PUT', url: string, parts: (FieldPart | FilePart)[]) {
  const body = await multipartInOrder(parts);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(agent.token) },
  });
}

describe('file parts refused as they arrive (POST store)', () => {
  it('refuses a 7th image part, counting images and image1..image6, before receiving it', async () => {
    const before = await everyFile();
    const files = [
      ...(await requiredFiles(ids)),
      await jpeg('images'),
      await jpeg('image4'),
      await jpeg('image5'),
      await jpeg('image6'),
      unreadable('images'),
    ];
    const response = await postStore(t, agent.token, draftFields(ids), files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'At most 6 images can be uploaded',
      errors: { images: 'At most 6 images can be uploaded' },
    });
    expect(await everyFile()).toEqual(before);
  });

  it('refuses a second file for one image slot before receiving it', async () => {
    const files = [...(await requiredFiles(ids)), await jpeg('image3'), unreadable('image3')];
    const response = await postStore(t, agent.token, draftFields(ids), files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { image3: 'Only one file can be sent for this image' },
    });
  });

  it('refuses a second video part before receiving it', async () => {
    const before = await everyFile();
    const files = [...(await requiredFiles(ids)), unreadable('video')];
    const response = await postStore(t, agent.token, draftFields(ids), files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Only one file can be sent for the video',
      errors: { video: 'Only one file can be sent for the video' },
    });
    expect(await everyFile()).toEqual(before);
  });

  it('refuses more sanction files than selected sanctions, and a file for a sanction not selected, before receiving them', async () => {
    const before = await everyFile();
    const [first, second] = ids.sanctions;
    const extra = await postStore(t, agent.token, draftFields(ids, { sanction: [String(first)] }), [
      ...(await requiredFiles(ids, [first])),
      unreadable('sanctionFiles'),
    ]);
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({
      message: 'Each sanction file must be paired with a selected sanction',
      errors: { sanctionFiles: 'Each sanction file must be paired with a selected sanction' },
    });

    const unselected = await postStore(
      t,
      agent.token,
      draftFields(ids, { sanction: [String(first)] }),
      [...(await requiredFiles(ids, [first])), unreadable(`sanctionFiles[${second}]`)],
    );
    expect(unselected.statusCode).toBe(400);
    expect(unselected.json()).toMatchObject({
      errors: { [`sanctionFiles[${second}]`]: 'This sanction is not selected' },
    });
    expect(await everyFile()).toEqual(before);
  });

  it('judges sanction files after parsing when the sanction ids come after the files', async () => {
    const [first, second] = ids.sanctions;
    const fields = Object.fromEntries(
      Object.entries(draftFields(ids)).filter(([name]) => name !== 'sanction'),
    );
    const files = await requiredFiles(ids, [first, second]);
    const refused = await send('POST', '/api/property/store', [
      ...fieldParts(fields),
      ...files,
      { name: 'sanction', value: String(first) },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { [`sanctionFiles[${second}]`]: 'This sanction is not selected' },
    });

    const saved = await send('POST', '/api/property/store', [
      ...fieldParts(fields),
      ...files,
      { name: 'sanction', value: String(first) },
      { name: 'sanction', value: String(second) },
    ]);
    expect(saved.statusCode).toBe(201);
  });
});

describe('images decoded only once the form passed its checks', () => {
  it('answers a form with a blank address with its field message, not with a refusal of an image it never decoded', async () => {
    const before = await everyFile();
    const files = [...(await requiredFiles(ids)), await undecodable('images')];
    const response = await postStore(t, agent.token, draftFields(ids, { address: ' ' }), files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Address is required' });
    expect(await everyFile()).toEqual(before);
  });

  it('refuses an image that cannot be decoded with 415 beside its slot once the form is valid, keeping no file', async () => {
    const before = await everyFile();
    const files = [...(await requiredFiles(ids)), await undecodable('images')];
    const response = await postStore(t, agent.token, draftFields(ids), files);
    expect(response.statusCode).toBe(415);
    const body = response.json<{ message: string; errors: Record<string, string> }>();
    expect(body.message).toMatch(/could not be read/);
    expect(body.errors).toEqual({ image3: body.message });
    expect(await everyFile()).toEqual(before);
  });
});

describe('file parts refused as they arrive (PUT update)', () => {
  it('refuses a file for a sanction the update neither keeps nor adds, when sanctionIds come first', async () => {
    const [first, second] = ids.sanctions;
    const { id } = await storeProperty(t, agent.token, ids, { sanction: [String(first)] });
    const before = await everyFile();
    const response = await send('PUT', `/api/property/update/${id}`, [
      { name: 'sanctionIds', value: JSON.stringify([first]) },
      { name: 'deletedSanctions', value: '[]' },
      unreadable(`sanctionFiles[${second}]`),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { [`sanctionFiles[${second}]`]: 'This sanction is not selected' },
    });
    expect(await everyFile()).toEqual(before);
  });

  it('accepts the edit form’s order: a new sanction’s file before the sanctionIds that add it', async () => {
    const [first, second] = ids.sanctions;
    const { id } = await storeProperty(t, agent.token, ids, { sanction: [String(first)] });
    const response = await send('PUT', `/api/property/update/${id}`, [
      {
        name: `sanctionFiles[${second}]`,
        content: makePdf(),
        filename: 'b.pdf',
        contentType: 'application/pdf',
      },
      { name: 'video', content: makeMp4(), filename: 'v.mp4', contentType: 'video/mp4' },
      { name: 'sanctionIds', value: JSON.stringify([first, second]) },
      { name: 'deletedSanctions', value: '[]' },
    ]);
    expect(response.statusCode).toBe(200);
    const links = await t.db
      .selectFrom('property_sanctions')
      .select(['sanction_id', 'file'])
      .where('property_id', '=', id)
      .execute();
    expect(links.map((link) => link.sanction_id).sort()).toEqual([first, second].sort());
  });
});
