import type { PropertyFullRead } from 'shared-api/contract';
import { uploadStoreForTests } from '../../helpers/s3-server';
import { build, bearer, type TestApp } from '../../helpers/build';
import { seedLookups, storeProperty, uploadedFiles, type LookupIds } from './setup';

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

async function fullRead(id: number): Promise<PropertyFullRead> {
  const response = await t.app.inject({
    url: `/api/property/get_allproperty/${id}`,
    headers: bearer(token),
  });
  return response.json<PropertyFullRead>();
}

describe('DELETE /api/property/properties/:id', () => {
  it('deletes the property, its links and every file, and keeps its enquiries as a snapshot', async () => {
    const before = await uploadedFiles(t.config);
    const [s1, s2] = ids.sanctions;
    const { id, prp_id } = await storeProperty(t, token, ids, {
      sanction: [String(s1), String(s2)],
    });
    await t.db
      .insertInto('enquiries')
      .values({
        property_id: id,
        prp_id,
        project_name: 'Green Meadows',
        user_id: null,
        occupation: 'individual',
        name: 'Asha',
        mobile: '9876543210',
        email: 'asha@example.com',
        city: 'Baner',
        time: 'morning',
        remark: null,
        status: 'new',
        created_at: new Date().toISOString(),
      })
      .execute();
    // 2 images × 4 files (the image and its three variants), the video and two sanction files.
    expect(await uploadedFiles(t.config)).toHaveLength(before.length + 11);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/property/properties/${id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Property deleted successfully' });
    expect(await uploadedFiles(t.config)).toEqual(before);
    const links = await t.db
      .selectFrom('property_sanctions')
      .select('file')
      .where('property_id', '=', id)
      .execute();
    expect(links).toEqual([]);
    const enquiry = await t.db
      .selectFrom('enquiries')
      .selectAll()
      .where('prp_id', '=', prp_id)
      .executeTakeFirstOrThrow();
    expect(enquiry.property_id).toBeNull();
    const details = await t.app.inject({ url: `/api/property/details/${id}` });
    expect(details.statusCode).toBe(404);
  });
});

describe('DELETE /api/property/deleteSanction/:propertyId/:sanctionId', () => {
  it('removes the sanction link and its file', async () => {
    const [s1, s2] = ids.sanctions;
    const { id } = await storeProperty(t, token, ids, { sanction: [String(s1), String(s2)] });
    const before = await fullRead(id);
    const removed = before.sanctions.find((sanction) => sanction.id === s2)?.file;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/property/deleteSanction/${id}/${s2}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Sanction deleted successfully!' });
    expect((await fullRead(id)).sanctions.map((sanction) => sanction.id)).toEqual([s1]);
    expect((await uploadedFiles(t.config)).some((file) => removed?.endsWith(file))).toBe(false);
  });

  it('refuses to remove the last sanction with 409', async () => {
    const { id } = await storeProperty(t, token, ids);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/property/deleteSanction/${id}/${ids.sanctions[0]}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(409);
    expect((await fullRead(id)).sanctions).toHaveLength(1);
  });

  it('answers 404 for a sanction the property does not have', async () => {
    const { id } = await storeProperty(t, token, ids);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/property/deleteSanction/${id}/${ids.sanctions[1]}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
  });
});
