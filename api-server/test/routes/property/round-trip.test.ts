// Every declared field of a property (shared-api property-record.ts) makes the round trip: stored
// as the add form sends it, read back by the details page, the list and the edit form, updated as
// the edit form sends it and read back again. The fields come from the declaration, so a field
// added there is covered here without anyone listing it.
import {
  draftToUpdateGroups,
  PROPERTY_FIELD_NAMES,
  PROPERTY_GROUPS,
  propertyField,
  type PropertyDetail,
  type PropertyDraft,
  type PropertyFullRead,
  type PropertyListItem,
} from 'shared-api/contract';
import { uploadStoreForTests } from '../../helpers/s3-server';
import { build, bearer, type TestApp } from '../../helpers/build';
import { makeJpeg, makeMp4, makePdf, makePng, type FilePart } from '../../uploads/fixtures';
import { fieldValues, seedFieldItems, type ValueSet } from './round-trip-values';
import { postStore, putUpdate } from './setup';

const storeUnderTest = uploadStoreForTests();

let t: TestApp;
let token: string;
let values: ReturnType<typeof fieldValues>;

/** The draft's link lists that hold sanctions: each needs its file. */
function sanctionIds(draft: PropertyDraft): number[] {
  return PROPERTY_FIELD_NAMES.flatMap((name) => {
    const { kind, lookup } = propertyField(name);
    const value = draft[name];
    return kind === 'links' && lookup === 'sanctions' && Array.isArray(value) ? value : [];
  });
}

function sanctionFileParts(ids: readonly number[]): FilePart[] {
  return ids.map((id) => ({
    name: `sanctionFiles[${id}]`,
    content: makePdf(),
    filename: 'sanction.pdf',
    contentType: 'application/pdf',
  }));
}

/** POST store as the add form sends it: every draft field by name, lists repeated. */
async function storeDraft(draft: PropertyDraft): Promise<number> {
  const fields = Object.fromEntries(
    PROPERTY_FIELD_NAMES.map((name): [string, string | string[]] => {
      const value = draft[name];
      return [name, Array.isArray(value) ? value.map(String) : String(value ?? '')];
    }),
  );
  const files: FilePart[] = [
    { name: 'images', content: await makeJpeg(), filename: 'a.jpg', contentType: 'image/jpeg' },
    { name: 'images', content: await makePng(), filename: 'b.png', contentType: 'image/png' },
    { name: 'video', content: makeMp4(), filename: 'tour.mp4', contentType: 'video/mp4' },
    ...sanctionFileParts(sanctionIds(draft)),
  ];
  const response = await postStore(t, token, fields, files);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

/**
 * PUT update as the edit form sends it: the top-level fields, `description`, `features` and
 * `location` as JSON (the shared encoding), the amenities as a JSON list, the sanctions as
 * sanctionIds and deletedSanctions with a file for each new one.
 */
async function updateDraft(id: number, draft: PropertyDraft, before: PropertyDraft) {
  const groups = draftToUpdateGroups(draft);
  const fields: Record<string, string> = {};
  for (const [wire, value] of Object.entries(groups.top)) fields[wire] = String(value ?? '');
  for (const group of PROPERTY_GROUPS) fields[group] = JSON.stringify(groups[group]);
  const selected = sanctionIds(draft);
  const stored = sanctionIds(before);
  fields.sanctionIds = JSON.stringify(selected);
  fields.deletedSanctions = JSON.stringify(
    stored.filter((sanction) => !selected.includes(sanction)),
  );
  fields.amenities = JSON.stringify(draft.amenities);
  const added = selected.filter((sanction) => !stored.includes(sanction));
  const response = await putUpdate(t, token, id, fields, sanctionFileParts(added));
  expect(response.statusCode).toBe(200);
}

async function expectEveryField(id: number, set: ValueSet, draft: PropertyDraft) {
  const detail = (await t.app.inject({ url: `/api/property/details/${id}` })).json<
    Record<string, unknown> & PropertyDetail
  >();
  const read = (
    await t.app.inject({ url: `/api/property/get_allproperty/${id}`, headers: bearer(token) })
  ).json<Record<string, unknown> & PropertyFullRead>();
  const list = (
    await t.app.inject({ url: '/api/property/properties?mine=true', headers: bearer(token) })
  ).json<(Record<string, unknown> & PropertyListItem)[]>();
  const listed = list.find((item) => item.id === id);

  const shown: Record<string, unknown> = {};
  const expectedShown: Record<string, unknown> = {};
  const inList: Record<string, unknown> = {};
  const expectedInList: Record<string, unknown> = {};
  const held: Record<string, unknown> = {};
  const expectedHeld: Record<string, unknown> = {};
  for (const name of PROPERTY_FIELD_NAMES) {
    const field = propertyField(name);
    if (field.detail !== undefined) {
      shown[name] = detail[field.detail];
      expectedShown[name] = values.shownValue(name, set, draft);
      if (field.inList) {
        inList[name] = listed?.[field.detail];
        expectedInList[name] = values.shownValue(name, set, draft);
      }
    }
    const group: Record<string, unknown> = field.group === 'top' ? read : read[field.group];
    held[name] = group[field.wire];
    expectedHeld[name] = values.readValue(name, draft);
  }
  // By draft name, so a failure names the field.
  expect(shown).toEqual(expectedShown);
  expect(inList).toEqual(expectedInList);
  expect(held).toEqual(expectedHeld);
}

beforeAll(async () => {
  t = await build(storeUnderTest.overrides());
  values = fieldValues(await seedFieldItems(t.db));
  const owner = await t.createUser();
  token = await t.signIn(owner.username, owner.password);
});
afterAll(() => t.close());

describe('every declared property field', () => {
  it('makes the round trip: store, details, list, full read, update, and back', async () => {
    const { draftOf } = values;
    const first = draftOf(0);
    const second = draftOf(1);
    for (const name of PROPERTY_FIELD_NAMES) {
      // The two sets differ in every field, so each field's update shows.
      const changed = JSON.stringify(first[name]) !== JSON.stringify(second[name]);
      expect({ name, changed }).toEqual({ name, changed: true });
    }
    const id = await storeDraft(first);
    await expectEveryField(id, 0, first);

    await updateDraft(id, second, first);
    await expectEveryField(id, 1, second);
  });
});
