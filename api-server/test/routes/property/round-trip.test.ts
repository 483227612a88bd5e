// Every declared field of a property (shared-api property-record.ts) makes the round trip: stored
// as the add form sends it, read back by the details page, the list and the edit form, updated as
// the edit form sends it and read back again. The fields come from the declaration, so a field
// added there is covered here without anyone listing it.
import {
  draftToUpdateGroups,
  PROPERTY_FIELD_NAMES,
  PROPERTY_GROUPS,
  propertyDraftSchema,
  propertyField,
  type PropertyDetail,
  type PropertyDraft,
  type PropertyFieldName,
  type PropertyFullRead,
  type PropertyListItem,
} from 'shared-api/contract';
import { uploadStoreForTests } from '../../helpers/s3-server';
import { build, bearer, type TestApp } from '../../helpers/build';
import {
  makeJpeg,
  makeMp4,
  makePdf,
  makePng,
  multipart,
  type FilePart,
} from '../../uploads/fixtures';
import { postStore } from './setup';

const storeUnderTest = uploadStoreForTests();

/** The two values sets: what the add form stores, and what the edit form changes it to. */
type ValueSet = 0 | 1;

/** Per lookup field, its two items (one per value set): ids and names. */
type FieldItems = Partial<
  Record<PropertyFieldName, { ids: [number, number]; names: [string, string] }>
>;

let t: TestApp;
let token: string;
let items: FieldItems;

/** Where a field sits in the declaration: makes its values differ from every other field's. */
const position = (name: PropertyFieldName) => PROPERTY_FIELD_NAMES.indexOf(name);

/**
 * Two items per lookup field, in the field's own list, with ids no other field uses (rows put in
 * front so that ids differ between lists too): a value read from the wrong column shows.
 */
async function seedFieldItems(): Promise<FieldItems> {
  const result: FieldItems = {};
  const now = new Date().toISOString();
  for (const name of PROPERTY_FIELD_NAMES) {
    const { lookup, label } = propertyField(name);
    if (lookup === undefined) continue;
    // Every lookup table has the same shape; typed against one name, run against `lookup`.
    const table = lookup as 'cities';
    const padding = Array.from({ length: 2 * position(name) + 1 }, (_, n) => ({
      name: `${label} padding ${n}`,
      created_at: now,
    }));
    await t.db.insertInto(table).values(padding).execute();
    const names: [string, string] = [`${label} first`, `${label} second`];
    const rows = await t.db
      .insertInto(table)
      .values(names.map((itemName) => ({ name: itemName, created_at: now })))
      .returning('id')
      .execute();
    result[name] = { ids: [Number(rows[0]?.id), Number(rows[1]?.id)], names };
  }
  return result;
}

function itemsOf(name: PropertyFieldName) {
  const found = items[name];
  if (!found) throw new Error(`no items for ${name}`);
  return found;
}

/**
 * A valid value of a field in one value set, from its kind alone. Counts fall with the position
 * so that a later count (available units) never exceeds an earlier one (units).
 */
function valueOf(name: PropertyFieldName, set: ValueSet): PropertyDraft[PropertyFieldName] {
  const field = propertyField(name);
  const n = position(name);
  switch (field.kind) {
    case 'text':
      return `${field.label} text ${set}`;
    case 'rupees':
      return 5_000_000 + n * 1_000 + set * 100;
    case 'count':
      return 1_000 * (set + 1) - n * 10;
    case 'area':
    case 'km':
      // Quarters are exact in PostgreSQL's `real` as well.
      return n + 0.25 + set * 0.5;
    case 'lookup':
      return itemsOf(name).ids[set];
    case 'links':
      return [itemsOf(name).ids[set]];
    case 'choice': {
      const options = field.options ?? [];
      const option = options[(n + set) % options.length];
      if (!option) throw new Error(`${name} has no options`);
      return option.value;
    }
    case 'month':
      return `${2020 + set}-${String((n % 12) + 1).padStart(2, '0')}`;
    case 'mapUrl':
      return `https://www.google.com/maps/embed?pb=!field${n}!set${set}`;
    case 'registration':
      // MahaRERA's form (P and 11 digits), the test configuration's.
      return `P521000${String(n).padStart(4, '0')}${set}`;
  }
}

/** The draft of one value set, checked by the contract's own rules. */
function draftOf(set: ValueSet): PropertyDraft {
  return propertyDraftSchema().parse(
    Object.fromEntries(PROPERTY_FIELD_NAMES.map((name) => [name, valueOf(name, set)])),
  );
}

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
  const body = await multipart(fields, sanctionFileParts(added));
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/property/update/${id}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode).toBe(200);
}

/** What the detail read and the list show for a field: lookups and links by their items' names. */
function shownValue(name: PropertyFieldName, set: ValueSet, draft: PropertyDraft): unknown {
  const { kind } = propertyField(name);
  if (kind === 'lookup' || kind === 'links') return itemsOf(name).names[set];
  return draft[name];
}

/** What the full read holds for a field: lookups by id, links as `{ id }` items. */
function readValue(name: PropertyFieldName, draft: PropertyDraft): unknown {
  const value = draft[name];
  if (!Array.isArray(value)) return value;
  return value.map((id) => expect.objectContaining({ id }) as unknown);
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
      expectedShown[name] = shownValue(name, set, draft);
      if (field.inList) {
        inList[name] = listed?.[field.detail];
        expectedInList[name] = shownValue(name, set, draft);
      }
    }
    const group: Record<string, unknown> = field.group === 'top' ? read : read[field.group];
    held[name] = group[field.wire];
    expectedHeld[name] = readValue(name, draft);
  }
  // By draft name, so a failure names the field.
  expect(shown).toEqual(expectedShown);
  expect(inList).toEqual(expectedInList);
  expect(held).toEqual(expectedHeld);
}

beforeAll(async () => {
  t = await build(storeUnderTest.overrides());
  items = await seedFieldItems();
  const owner = await t.createUser();
  token = await t.signIn(owner.username, owner.password);
});
afterAll(() => t.close());

describe('every declared property field', () => {
  it('makes the round trip: store, details, list, full read, update, and back', async () => {
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
