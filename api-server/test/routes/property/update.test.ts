import type { PropertyFullRead } from 'shared-api/contract';
import { variantPath } from '../../../src/uploads/store';
import { uploadStoreForTests } from '../../helpers/s3-server';
import { build, bearer, type TestApp } from '../../helpers/build';
import { makeJpeg, makeMp4, makePdf, type FilePart } from '../../uploads/fixtures';
import { isStored } from '../../uploads/stored-files';
import {
  MAP_URL,
  putUpdate,
  seedLookups,
  storeProperty,
  uploadedFiles,
  type LookupIds,
} from './setup';

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

const exists = (stored: string | null) => isStored(t.config, stored ?? '');

async function fullRead(id: number): Promise<PropertyFullRead> {
  const response = await t.app.inject({
    url: `/api/property/get_allproperty/${id}`,
    headers: bearer(token),
  });
  return response.json<PropertyFullRead>();
}

const update = (id: number, fields: Record<string, string>, files: FilePart[] = []) =>
  putUpdate(t, token, id, fields, files);

/** The edit form's payload (docs/product.md section 8) built from a full read. */
function specPayload(
  read: PropertyFullRead,
  changes: { description?: object; features?: object } = {},
) {
  return {
    description: JSON.stringify({ ...read.description, ...changes.description }),
    features: JSON.stringify({ ...read.features, ...changes.features }),
    location: JSON.stringify(read.location),
    map: read.map ?? '',
    status: String(read.status),
    cities: String(read.cities),
    address: read.address,
    project_name: read.project_name,
    price: String(read.price),
    amenities: JSON.stringify(read.amenities.map((amenity) => amenity.id)),
  };
}

describe('PUT /api/property/update/:id', () => {
  it('applies the nested payload, replaces image1 and deletes the old file only after saving', async () => {
    const { id } = await storeProperty(t, token, ids);
    const before = await fullRead(id);
    const fields = {
      ...specPayload(before, {
        description: {
          no_of_units: 500,
          available_units: 120,
          property_type: ids.property_types[1],
        },
        features: { overlooking: 'River', flooring_type: ids.floor_types[1] },
      }),
      project_name: 'Green Meadows Phase 2',
      price: '8800000',
      map: `<iframe src="${MAP_URL}&amp;z=3"></iframe>`,
      amenities: JSON.stringify([ids.amenities[1]]),
    };
    const response = await update(id, fields, [
      { name: 'image1', content: await makeJpeg(90, 60), filename: 'new.jpg' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Property updated successfully!', id });

    const after = await fullRead(id);
    expect(after).toMatchObject({
      project_name: 'Green Meadows Phase 2',
      price: 8_800_000,
      map: `${MAP_URL}&z=3`,
      amenities: [{ id: ids.amenities[1] }],
      description: { no_of_units: 500, available_units: 120, property_type: ids.property_types[1] },
      features: { overlooking: 'River', flooring_type: ids.floor_types[1] },
    });
    expect(after.images.image1).not.toBe(before.images.image1);
    expect(after.images.image2).toBe(before.images.image2);
    expect(await exists(after.images.image1)).toBe(true);
    expect(await exists(before.images.image1)).toBe(false);
    expect(await exists(variantPath(before.images.image1 ?? '', 'card'))).toBe(false);
  });

  it('updates a listing that has no first image and no video without asking for them', async () => {
    // Such listings exist (the product shows a placeholder image and 'Video not available'); files
    // are required when a property is created, not on every later edit.
    const { id } = await storeProperty(t, token, ids);
    await t.db
      .updateTable('properties')
      .set({ image1: null, video: null })
      .where('id', '=', id)
      .execute();
    const response = await update(id, { ...specPayload(await fullRead(id)), price: '5100000' });
    expect(response.statusCode).toBe(200);
    expect((await fullRead(id)).price).toBe(5100000);
  });

  it('keeps stored values for fields it does not send', async () => {
    const { id } = await storeProperty(t, token, ids);
    const before = await fullRead(id);
    const response = await update(id, { price: '5100000' });
    expect(response.statusCode).toBe(200);
    expect(await fullRead(id)).toEqual({ ...before, price: 5_100_000 });
  });

  it('adds sanctions paired with sanctionIds and removes deletedSanctions with their files', async () => {
    const [first, second] = ids.sanctions;
    const { id } = await storeProperty(t, token, ids, { sanction: [String(first)] });
    const before = await fullRead(id);
    const response = await update(
      id,
      { sanctionIds: JSON.stringify([second]), deletedSanctions: JSON.stringify([first]) },
      [{ name: 'sanctionFiles', content: makePdf(), filename: 'cc.pdf' }],
    );
    expect(response.statusCode).toBe(200);
    const after = await fullRead(id);
    expect(after.sanctions).toEqual([
      { id: second, file: expect.stringMatching(/\.pdf$/) as unknown },
    ]);
    expect(await exists(after.sanctions[0]?.file ?? null)).toBe(true);
    expect(await exists(before.sanctions[0]?.file ?? null)).toBe(false);
  });

  it('replaces the video and the file of a kept sanction', async () => {
    const [first] = ids.sanctions;
    const { id } = await storeProperty(t, token, ids);
    const before = await fullRead(id);
    const response = await update(id, {}, [
      { name: 'video', content: makeMp4(4096), filename: 'new.mp4' },
      { name: `sanctionFiles[${first}]`, content: await makeJpeg(), filename: 'scan.jpg' },
    ]);
    expect(response.statusCode).toBe(200);
    const after = await fullRead(id);
    expect(after.images.video).not.toBe(before.images.video);
    expect(after.sanctions[0]?.file).toMatch(/\.jpg$/);
    expect(await exists(before.images.video)).toBe(false);
    expect(await exists(before.sanctions[0]?.file ?? null)).toBe(false);
  });

  it('refuses to leave no sanction, changing nothing and keeping no new file', async () => {
    const { id } = await storeProperty(t, token, ids);
    const before = await fullRead(id);
    const files = await uploadedFiles(t.config);
    const response = await update(id, { deletedSanctions: JSON.stringify([ids.sanctions[0]]) }, [
      { name: 'image3', content: await makeJpeg(), filename: 'three.jpg' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { sanction: 'Select at least one sanction' } });
    expect(await fullRead(id)).toEqual(before);
    expect(await uploadedFiles(t.config)).toEqual(files);
  });

  it('asks for a file for a newly added sanction', async () => {
    const { id } = await storeProperty(t, token, ids);
    const second = ids.sanctions[1];
    const response = await update(id, { sanctionIds: JSON.stringify([second]) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { [`sanctionFiles[${second}]`]: 'Upload a file for this sanction' },
    });
  });

  it('validates the mapped draft with the contract rules and keeps the old image', async () => {
    const { id } = await storeProperty(t, token, ids);
    const before = await fullRead(id);
    const files = await uploadedFiles(t.config);
    const response = await update(
      id,
      { description: JSON.stringify({ ...before.description, available_units: 10_000 }) },
      [{ name: 'image1', content: await makeJpeg(), filename: 'new.jpg' }],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { availableUnits: 'Available units cannot exceed the number of units' },
    });
    expect(await exists(before.images.image1)).toBe(true);
    expect(await uploadedFiles(t.config)).toEqual(files);
  });

  it('refuses description text that is not a JSON object', async () => {
    const { id } = await storeProperty(t, token, ids);
    const response = await update(id, { description: '{not json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { description: 'description must be a JSON object' },
    });
  });
});
