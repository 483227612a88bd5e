// A listing's RERA registration number (decision 087): optional, of the site's form (the repository's
// site.config.json: MahaRERA, P and 11 digits), carried by every read, and a list filter for the
// listings without one.
import type { PropertyDetail, PropertyFullRead, PropertyListItem } from 'shared-api/contract';
import { reraNumberMessage } from 'shared-api/contract';
import { uploadStoreForTests } from '../../helpers/s3-server';
import { build, bearer, type TestApp } from '../../helpers/build';
import { multipart } from '../../uploads/fixtures';
import { draftFields, postStore, seedLookups, storeProperty, type LookupIds } from './setup';

const storeUnderTest = uploadStoreForTests();
const MESSAGE = 'RERA registration number must look like P52100012345';

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

async function read<T>(url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

const detail = (id: number) => read<PropertyDetail>(`/api/property/details/${id}`);
const fullRead = (id: number) => read<PropertyFullRead>(`/api/property/get_allproperty/${id}`);
const listed = async (query: string) =>
  read<PropertyListItem[]>(`/api/property/properties?limit=100${query}`);

async function putUpdate(id: number, fields: Record<string, string>) {
  const body = await multipart(fields, []);
  return t.app.inject({
    method: 'PUT',
    url: `/api/property/update/${id}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

describe('the RERA registration number of a listing', () => {
  it('is worded from the site example, the same words for the form and the API', () => {
    expect(reraNumberMessage('P52100012345')).toBe(MESSAGE);
    expect(t.config.site.rera.numberExample).toBe('P52100012345');
  });

  it('is stored trimmed and carried by the detail, the full read and the list', async () => {
    const { id } = await storeProperty(t, token, ids, { reraNumber: '  P52100011111 ' });
    expect((await detail(id)).rera_number).toBe('P52100011111');
    expect((await fullRead(id)).rera_number).toBe('P52100011111');
    const item = (await listed('')).find((row) => row.id === id);
    expect(item?.rera_number).toBe('P52100011111');
  });

  it('is null when left out or blank', async () => {
    const left = await storeProperty(t, token, ids);
    const blank = await storeProperty(t, token, ids, { reraNumber: '   ' });
    for (const { id } of [left, blank]) {
      expect((await detail(id)).rera_number).toBeNull();
      expect((await fullRead(id)).rera_number).toBeNull();
    }
  });

  it.each(['P5210001234', 'X52100012345', 'P52100012345X', 'P 52100012345', 'p52100012345'])(
    'refuses %j with 400 and the expected form',
    async (value) => {
      const response = await postStore(t, token, draftFields(ids, { reraNumber: value }), []);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: MESSAGE,
        errors: { reraNumber: MESSAGE },
      });
    },
  );

  it('is changed, kept and cleared by the update (a top-level field)', async () => {
    const { id } = await storeProperty(t, token, ids, { reraNumber: 'P52100022222' });
    expect((await putUpdate(id, { rera_number: 'P52100033333' })).statusCode).toBe(200);
    expect((await detail(id)).rera_number).toBe('P52100033333');

    // Left out, it keeps its value; a bad one is refused with the same message.
    expect((await putUpdate(id, { project_name: 'Renamed' })).statusCode).toBe(200);
    expect((await fullRead(id)).rera_number).toBe('P52100033333');
    const refused = await putUpdate(id, { rera_number: 'MH123' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: MESSAGE, errors: { reraNumber: MESSAGE } });

    expect((await putUpdate(id, { rera_number: '' })).statusCode).toBe(200);
    expect((await fullRead(id)).rera_number).toBeNull();
  });

  it('lists only the listings without a number with rera=missing', async () => {
    const numbered = await storeProperty(t, token, ids, { reraNumber: 'P52100044444' });
    const without = await storeProperty(t, token, ids);
    for (const query of ['&rera=missing', '&rera=missing&mine=true']) {
      const rows = await listed(query);
      expect(rows.map((row) => row.id)).toContain(without.id);
      expect(rows.map((row) => row.id)).not.toContain(numbered.id);
      expect(rows.every((row) => row.rera_number === null)).toBe(true);
    }
    const all = (await listed('')).map((row) => row.id);
    expect(all).toEqual(expect.arrayContaining([numbered.id, without.id]));
  });

  it('refuses another value of the filter with 400', async () => {
    const response = await t.app.inject({ url: '/api/property/properties?rera=present' });
    expect(response.statusCode).toBe(400);
  });
});
