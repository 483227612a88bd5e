import type { Kysely } from 'kysely';
import { MASTER_KEYS, type MasterKey, type PropertyListItem } from 'shared-api/contract';
import type { Database } from '../../../src/db/schema';
import type { AppConfig } from '../../../src/plugins/env';
import { insertLookup } from '../../../src/repositories/masters';
import { bearer, type TestApp } from '../../helpers/build';
import {
  makeJpeg,
  makeMp4,
  makePdf,
  makePng,
  multipart,
  type FilePart,
} from '../../uploads/fixtures';
import { storedFiles } from '../../uploads/stored-files';

/** Two rows per lookup list: `[first, second]` ids by list. */
export type LookupIds = Record<MasterKey, [number, number]>;

export async function seedLookups(db: Kysely<Database>): Promise<LookupIds> {
  const ids = {} as LookupIds;
  const now = new Date().toISOString();
  for (const key of MASTER_KEYS) {
    const first = await insertLookup(db, key, { name: `${key} B`, now });
    const second = await insertLookup(db, key, { name: `${key} A`, now });
    ids[key] = [first, second];
  }
  return ids;
}

/** A new active agent, signed in through the API. */
export async function signedInAgent(t: TestApp): Promise<{ id: number; token: string }> {
  const user = await t.createUser();
  return { id: user.id, token: await t.signIn(user.username, user.password) };
}

/** GET the public list with `query`: its status, items, X-Total-Count and any error body. */
export async function readList(t: TestApp, query: string) {
  const response = await t.app.inject({ url: `/api/property/properties?${query}` });
  return {
    status: response.statusCode,
    items: response.statusCode === 200 ? response.json<PropertyListItem[]>() : [],
    total: Number(response.headers['x-total-count']),
    body: response.json<{ message?: string; errors?: Record<string, string> }>(),
  };
}

export const MAP_URL = 'https://www.google.com/maps/embed?pb=!1m18!1m12';

/** Every draft field of POST store, valid, as text (list fields repeated). */
export function draftFields(
  ids: LookupIds,
  overrides: Record<string, string | string[]> = {},
): Record<string, string | string[]> {
  return {
    address: 'Survey No. 12, Baner Road',
    cities: String(ids.cities[0]),
    status: String(ids.statuses[0]),
    projectName: 'Green Meadows',
    price: '7500000',
    project: String(ids.project_types[0]),
    property: String(ids.property_types[0]),
    ownership: String(ids.ownership_types[0]),
    facing: String(ids.facings[0]),
    size: '1250',
    unit: 'sqft',
    bedrooms: '2',
    carpetArea: '742.5',
    transaction: String(ids.transaction_types[0]),
    profession: '2027-06',
    possession: String(ids.possession_types[0]),
    launchYear: '2025-01',
    priceFrom: '6500000',
    noOfTower: '4',
    noOfUnits: '320',
    availableUnits: '40',
    noOfFloors: '18',
    oc: 'yes',
    cc: 'yes',
    flooring: String(ids.floor_types[0]),
    overLooking: 'Garden',
    reserveParking: 'yes',
    waterSource: String(ids.water_sources[0]),
    powerBackup: String(ids.power_backups[0]),
    amenities: [String(ids.amenities[0]), String(ids.amenities[1])],
    sanction: [String(ids.sanctions[0])],
    maps: `<iframe src="${MAP_URL}" width="600"></iframe>`,
    metro: '1.5',
    hospital: '2',
    busStop: '0.3',
    school: '1.2',
    authId: '999',
    ...overrides,
  };
}

/** image1, image2, the video and one PDF per sanction (the first sanction by default). */
export async function requiredFiles(
  ids: LookupIds,
  sanctionIds: readonly number[] = [ids.sanctions[0]],
): Promise<FilePart[]> {
  return [
    { name: 'images', content: await makeJpeg(), filename: 'front.jpg', contentType: 'image/jpeg' },
    { name: 'images', content: await makePng(), filename: 'side.png', contentType: 'image/png' },
    { name: 'video', content: makeMp4(), filename: 'tour.mp4', contentType: 'video/mp4' },
    ...sanctionIds.map((sanctionId) => ({
      name: `sanctionFiles[${sanctionId}]`,
      content: makePdf(),
      filename: 'sanction.pdf',
      contentType: 'application/pdf',
    })),
  ];
}

export async function postStore(
  t: TestApp,
  token: string | null,
  fields: Record<string, string | string[]>,
  files: readonly FilePart[],
) {
  const body = await multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/property/store',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

/** PUT /api/property/update/{id} with `fields` and `files`, as a signed-in `token`. */
export async function putUpdate(
  t: TestApp,
  token: string,
  id: number,
  fields: Record<string, string | string[]>,
  files: readonly FilePart[] = [],
) {
  const body = await multipart(fields, files);
  return t.app.inject({
    method: 'PUT',
    url: `/api/property/update/${id}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/** Stores a valid property through the API (with a file per sanction); returns id and prp_id. */
export async function storeProperty(
  t: TestApp,
  token: string,
  ids: LookupIds,
  overrides: Record<string, string | string[]> = {},
): Promise<{ id: number; prp_id: string }> {
  const fields = draftFields(ids, overrides);
  const sanctionIds = [fields.sanction ?? []].flat().map(Number);
  const response = await postStore(t, token, fields, await requiredFiles(ids, sanctionIds));
  if (response.statusCode !== 201) throw new Error(`store failed: ${response.body}`);
  return response.json<{ id: number; prp_id: string }>();
}

/** Every stored file (`images/x.jpg`), on disk or in the bucket; not the work folder. */
export function uploadedFiles(config: AppConfig): Promise<string[]> {
  return storedFiles(config);
}
